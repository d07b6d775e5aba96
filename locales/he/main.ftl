# הטקסטים של המשחק עצמו (תפריט, לוח, סטטיסטיקה). תרגום של locales/en/main.ftl;
# הודעות האחסון ומשכי הזמן נמצאים ב-core.ftl. מילון המונחים: בראש pages.ftl.

app-title = רברסי

## תפריט
menu-choose-opponent = בחרו יריב
opponent-easy = קל
opponent-medium = בינוני
opponent-hard = קשה
color-black-first = שחור · ראשון
color-white-second = לבן · שני
menu-continue = המשך
menu-statistics = סטטיסטיקה
menu-settings = הגדרות

## מסך המשחק
count-you = אתם
count-cpu = מחשב
# מונה הדיסקיות של המחשב במהלך המשחק: $opponent הוא שם היריב (קל, בינוני, קשה)
count-cpu-opponent = מחשב · { $opponent }
button-undo = ביטול מהלך
button-new-game = משחק חדש
button-menu = תפריט
notice-player-passes = אין לכם מהלך — המחשב משחק שוב
notice-cpu-passes = למחשב אין מהלך — התור שוב שלכם
# $you ו-$cpu הם מספרי הדיסקיות בסוף המשחק
result-won = ניצחתם { $you }–{ $cpu }
result-lost = הפסדתם { $you }–{ $cpu }
result-drawn = תיקו { $you }–{ $cpu }

## סטטיסטיקה
stats-title = סטטיסטיקה
stats-played = משחקים
stats-won = ניצחונות
stats-lost = הפסדים
stats-drawn = תיקו
# $time הוא משך זמן, למשל "2 שע׳ 05 דק׳"
stats-time = זמן משחק: { $time }
button-back = חזרה

## הגדרות
settings-title = הגדרות
settings-sound = צליל
settings-animation = אנימציה
settings-language = שפה
sound-on = מופעל
sound-off = כבוי
animation-normal = רגילה
animation-fast = מהירה
animation-off = כבויה
contrast-normal = רגילה
contrast-high = גבוהה
settings-contrast = ניגודיות
# ברשימת השפות, מתחת לשפה שהמערכת מבקשת (שם כל שפה כתוב בשפה עצמה; ההערה הזו בשפה המוצגת כעת)
language-system = שפת המערכת

## לקוראי מסך (השיקוף הנגיש של המשחק בדף)
# הלוח כרשת; $square הוא שם משבצת, כמו d3; "ריקה" מתייחס למשבצת
a11y-board = לוח
a11y-cell-empty = { $square }, ריקה
a11y-cell-playable = { $square }, ריקה, אפשר לשחק כאן
a11y-cell-black = { $square }, דיסקית שחורה
a11y-cell-white = { $square }, דיסקית לבנה
# נאמר אחרי מהלך; $flips הוא מספר הדיסקיות שהתהפכו (קטגוריות הריבוי בעברית: one, two, other)
a11y-you-played = שיחקתם ב-{ $square }, { $flips ->
    [one] דיסקית אחת התהפכה.
    [two] שתי דיסקיות התהפכו.
   *[other] { $flips } דיסקיות התהפכו.
}
a11y-cpu-played = המחשב שיחק ב-{ $square }, { $flips ->
    [one] דיסקית אחת התהפכה.
    [two] שתי דיסקיות התהפכו.
   *[other] { $flips } דיסקיות התהפכו.
}
button-score = ניקוד
# $number הוא מספר המהלך שלכם שאליו חוזרים (1 למהלך הראשון)
a11y-undone = בוטל: חזרתם למהלך מספר { $number } שלכם.
# $you ו-$cpu הם מספרי הדיסקיות כעת
a11y-score = אתם { $you }, המחשב { $cpu }.
a11y-your-color-black = אתם משחקים בשחור.
a11y-your-color-white = אתם משחקים בלבן.
# הודעה או תוצאה שקורא המסך אומר כמשפט: $text, ואחריו סימן סוף המשפט של השפה
a11y-sentence = { $text }.
# מחבר את המשבצות ברשימה, כמו בכיתוב של תרשים ("d4, e5"): פסיק ורווח
list-separator = {", "}
# מחבר משפטים שקורא המסך מקבל יחד (מהלך, ואחריו תשובת המחשב)
sentence-separator = {" "}
