# Перевод locales/en/main.ftl; id и подстановки те же, что в английском.

app-title = Реверси

## Меню
menu-choose-opponent = Выберите соперника
opponent-easy = Лёгкий
opponent-medium = Средний
opponent-hard = Сложный
color-black-first = Чёрные · первые
color-white-second = Белые · вторые
menu-continue = Продолжить
menu-statistics = Статистика
menu-settings = Настройки

## Экран игры
count-you = Вы
# на счётчике коротко: ИИ (в текстах: компьютер), иначе не помещается на маленьком экране
count-cpu = ИИ
count-cpu-opponent = ИИ
button-undo = Ход назад
button-new-game = Новая игра
button-menu = Меню
notice-player-passes = У вас нет хода — компьютер ходит ещё раз
notice-cpu-passes = У компьютера нет хода — снова ваш ход
result-won = Победа { $you }–{ $cpu }
result-lost = Поражение { $you }–{ $cpu }
result-drawn = Ничья { $you }–{ $cpu }

## Статистика
stats-title = Статистика
stats-played = Сыграно
stats-won = Победы
stats-lost = Поражения
stats-drawn = Ничьи
stats-time = Время игры: { $time }
button-back = Назад

## Настройки
settings-title = Настройки
settings-sound = Звук
settings-animation = Анимация
settings-language = Язык
sound-on = Вкл.
sound-off = Выкл.
animation-normal = Обычная
animation-fast = Быстрая
animation-off = Выкл.
contrast-normal = Обычный
contrast-high = Высокий
settings-contrast = Контраст
language-system = Язык системы

## Для программ чтения с экрана
a11y-board = Доска
a11y-cell-empty = { $square }, пусто
a11y-cell-playable = { $square }, пусто, сюда можно пойти
a11y-cell-black = { $square }, чёрная
a11y-cell-white = { $square }, белая
a11y-you-played = Вы пошли на { $square }, { $flips ->
    [one] перевёрнута { $flips } фишка.
    [few] перевёрнуты { $flips } фишки.
    [many] перевёрнуто { $flips } фишек.
   *[other] перевёрнуто фишек: { $flips }.
}
a11y-cpu-played = Компьютер пошёл на { $square }, { $flips ->
    [one] перевёрнута { $flips } фишка.
    [few] перевёрнуты { $flips } фишки.
    [many] перевёрнуто { $flips } фишек.
   *[other] перевёрнуто фишек: { $flips }.
}
button-score = Счёт
a11y-undone = Ход отменён: снова ваш { $number }-й ход.
a11y-score = Вы — { $you }, компьютер — { $cpu }.
a11y-your-color-black = Вы играете чёрными.
a11y-your-color-white = Вы играете белыми.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
