# متن‌های خود بازی (منو، صفحهٔ بازی، آمار). ترجمهٔ locales/en/main.ftl؛ شناسه‌ها و جای‌نگه‌دارها همان انگلیسی‌اند.
# پیام‌های ذخیره‌سازی و مدت‌زمان‌ها در core.ftl هستند.

app-title = ریورسی

## منو
menu-choose-opponent = حریف خود را انتخاب کنید
opponent-easy = آسان
opponent-medium = متوسط
opponent-hard = سخت
color-black-first = سیاه · حرکت اول
color-white-second = سفید · حرکت دوم
menu-continue = ادامه
menu-statistics = آمار
menu-settings = تنظیمات

## هنگام بازی
count-you = شما
count-cpu = رایانه
# شمار مهره‌های رایانه در طول بازی: $opponent نام حریف است (آسان، متوسط، سخت)
count-cpu-opponent = رایانه · { $opponent }
button-undo = واگرد
button-new-game = بازی جدید
button-menu = منو
notice-player-passes = حرکتی ندارید — رایانه دوباره بازی می‌کند
notice-cpu-passes = رایانه حرکتی ندارد — باز هم نوبت شماست
# $you و $cpu شمار نهایی مهره‌ها هستند
result-won = بردید: { $you } بر { $cpu }
result-lost = باختید: { $you } بر { $cpu }
result-drawn = مساوی: { $you } بر { $cpu }

## آمار
stats-title = آمار
stats-played = بازی‌ها
stats-won = بردها
stats-lost = باخت‌ها
stats-drawn = مساوی‌ها
# $time یک مدت‌زمان است، مثلاً «۲ ساعت و ۵ دقیقه»
stats-time = زمان بازی: { $time }
button-back = بازگشت

## تنظیمات
settings-title = تنظیمات
settings-sound = صدا
settings-animation = پویانمایی
settings-language = زبان
sound-on = روشن
sound-off = خاموش
animation-normal = عادی
animation-fast = سریع
animation-off = خاموش
contrast-normal = عادی
contrast-high = بالا
settings-contrast = کنتراست
# در فهرست زبان‌ها، زیر زبانی که سیستم می‌خواهد (نام هر زبان به خود آن زبان نوشته می‌شود؛
# این یادداشت به زبانی است که اکنون نمایش داده می‌شود)
language-system = زبان سیستم

## برای صفحه‌خوان‌ها (نسخهٔ دسترس‌پذیر بازی در صفحه)
# صفحهٔ بازی به شکل جدول؛ $square نام یک خانه است، مثلاً d3
a11y-board = صفحهٔ بازی
a11y-cell-empty = { $square }، خالی
a11y-cell-playable = { $square }، خالی، می‌توانید اینجا مهره بگذارید
a11y-cell-black = { $square }، سیاه
a11y-cell-white = { $square }، سفید
# پس از هر حرکت خوانده می‌شود؛ $flips تعداد مهره‌هایی است که برگشتند
a11y-you-played = در { $square } مهره گذاشتید، { $flips ->
    [one] یک مهره برگشت.
   *[other] { $flips } مهره برگشت.
}
a11y-cpu-played = رایانه در { $square } مهره گذاشت، { $flips ->
    [one] یک مهره برگشت.
   *[other] { $flips } مهره برگشت.
}
button-score = امتیاز
# $number شمارهٔ حرکتِ شماست که به آن برگشته‌اید
a11y-undone = واگرد انجام شد: به حرکت شمارهٔ { $number } خودتان برگشتید.
# $you و $cpu شمار کنونی مهره‌ها هستند
a11y-score = شما { $you }، رایانه { $cpu }.
a11y-your-color-black = شما با مهره‌های سیاه بازی می‌کنید.
a11y-your-color-white = شما با مهره‌های سفید بازی می‌کنید.
# پیام یا نتیجه‌ای که صفحه‌خوان به شکل جمله می‌خواند: $text و نقطهٔ پایان جمله در این زبان
a11y-sentence = { $text }.
# خانه‌های یک فهرست را به هم وصل می‌کند، مثل زیرنویس یک نمودار («d4، e5»): ویرگول فارسی و یک فاصله
list-separator = {"، "}
# جمله‌هایی را که یکجا به صفحه‌خوان داده می‌شوند به هم وصل می‌کند (یک حرکت، سپس پاسخ رایانه)
sentence-separator = {" "}
