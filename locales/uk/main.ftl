# Переклад locales/en/main.ftl (меню, дошка, статистика): ті самі id і ті самі змінні,
# що й в англійському. Повідомлення про збереження і тривалість — у core.ftl.

app-title = Реверсі

## Меню
menu-choose-opponent = Оберіть суперника
opponent-easy = Легкий
opponent-medium = Середній
opponent-hard = Важкий
color-black-first = Чорні · перші
color-white-second = Білі · другі
menu-continue = Продовжити
menu-statistics = Статистика
menu-settings = Налаштування

## Екран гри
count-you = Ви
# на лічильнику, як і в усіх текстах: комп'ютер (довгий підпис гра сама зменшує)
count-cpu = Комп'ютер
# лічильник комп'ютера під час партії: $opponent — ім'я суперника (Легкий, Середній, Важкий)
count-cpu-opponent = { $opponent }
button-undo = Хід назад
button-new-game = Нова гра
button-menu = Меню
notice-player-passes = У вас немає ходу — комп'ютер ходить знову
notice-cpu-passes = У комп'ютера немає ходу — знову ваш хід
# $you і $cpu — кількість фішок наприкінці партії
result-won = Ви виграли { $you }–{ $cpu }
result-lost = Ви програли { $you }–{ $cpu }
result-drawn = Нічия { $you }–{ $cpu }

## Статистика
stats-title = Статистика
stats-played = Зіграно
stats-won = Виграно
stats-lost = Програно
stats-drawn = Внічию
# $time — тривалість, напр. "2 год 05 хв"
stats-time = Час гри: { $time }
button-back = Назад

## Налаштування
settings-title = Налаштування
settings-sound = Звук
settings-animation = Анімація
settings-language = Мова
sound-on = Увімк.
sound-off = Вимк.
animation-normal = Звичайна
animation-fast = Швидка
animation-off = Вимк.
contrast-normal = Звичайний
contrast-high = Високий
settings-contrast = Контраст
# у списку мов, під мовою, яку задає система
language-system = Мова системи

## Для програм зчитування з екрана (доступна копія гри на сторінці)
# дошка як таблиця; $square — назва клітинки, напр. d3
a11y-board = Дошка
a11y-cell-empty = { $square }, порожня
a11y-cell-playable = { $square }, порожня, сюди можна ходити
a11y-cell-black = { $square }, чорна фішка
a11y-cell-white = { $square }, біла фішка
# після ходу (хід уже зроблено); $flips — скільки фішок перевернуто
a11y-you-played = Ви зробили хід на { $square }, { $flips ->
    [one] перевернуто { $flips } фішку.
    [few] перевернуто { $flips } фішки.
    [many] перевернуто { $flips } фішок.
   *[other] перевернуто фішок: { $flips }.
}
a11y-cpu-played = Комп'ютер зробив хід на { $square }, { $flips ->
    [one] перевернуто { $flips } фішку.
    [few] перевернуто { $flips } фішки.
    [many] перевернуто { $flips } фішок.
   *[other] перевернуто фішок: { $flips }.
}
button-score = Рахунок
# $number — номер вашого ходу; $you і $cpu — кількість фішок зараз
a11y-undone = Хід скасовано: знову ваш { $number }-й хід.
a11y-score = У вас { $you }, у комп'ютера { $cpu }.
a11y-your-color-black = Ви граєте чорними.
a11y-your-color-white = Ви граєте білими.
# повідомлення чи результат, прочитані як речення: $text і крапка в кінці
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
