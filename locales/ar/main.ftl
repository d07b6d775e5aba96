# نصوص اللعبة نفسها (القائمة، والرقعة، والإحصاءات). ترجمة locales/en/main.ftl؛ رسائل التخزين
# والمدد الزمنية في core.ftl. المسرد في أعلى pages.ftl. يُخاطَب اللاعب بصيغة المفرد المذكر
# كما هو المعتاد في واجهات البرامج العربية.

app-title = ريفرسي

## القائمة
menu-choose-opponent = اختر خصمك
opponent-easy = سهل
opponent-medium = متوسط
opponent-hard = صعب
color-black-first = الأسود · أولًا
color-white-second = الأبيض · ثانيًا
menu-continue = متابعة
menu-statistics = الإحصاءات
menu-settings = الإعدادات

## شاشة اللعب
count-you = أنت
count-cpu = الكمبيوتر
# عدّاد الكمبيوتر أثناء المباراة: $opponent اسم الخصم (سهل، متوسط، صعب)
count-cpu-opponent = الكمبيوتر · { $opponent }
button-undo = تراجع
button-new-game = مباراة جديدة
button-menu = القائمة
notice-player-passes = لا نقلة لديك فتمرّر الدور — يلعب الكمبيوتر مرة أخرى
notice-cpu-passes = لا نقلة لدى الكمبيوتر فيمرّر الدور — دورك مرة أخرى
# $you و$cpu عدد الأقراص في النهاية
result-won = فزتَ { $you }–{ $cpu }
result-lost = خسرتَ { $you }–{ $cpu }
result-drawn = تعادل { $you }–{ $cpu }

## الإحصاءات
stats-title = الإحصاءات
stats-played = المباريات
stats-won = الفوز
stats-lost = الخسارة
stats-drawn = التعادل
# $time مدة زمنية، مثل "2 س 05 د"
stats-time = مدة اللعب: { $time }
button-back = رجوع

## الإعدادات
settings-title = الإعدادات
settings-sound = الصوت
settings-animation = الرسوم المتحركة
settings-language = اللغة
sound-on = مفعّل
sound-off = معطّل
animation-normal = عادية
animation-fast = سريعة
animation-off = معطّلة
contrast-normal = عادي
contrast-high = عالٍ
settings-contrast = التباين
# في قائمة اللغات، تحت اللغة التي يطلبها النظام (اسم كل لغة مكتوب بلغتها؛ هذه الملاحظة باللغة المعروضة الآن)
language-system = لغة النظام

## لقارئات الشاشة (النسخة الميسّرة من المباراة في الصفحة)
# الرقعة بوصفها شبكة؛ $square اسم مربع مثل d3
a11y-board = الرقعة
a11y-cell-empty = { $square }، فارغ
a11y-cell-playable = { $square }، فارغ، يمكنك اللعب هنا
a11y-cell-black = { $square }، أسود
a11y-cell-white = { $square }، أبيض
# تُقال بعد النقلة؛ $flips عدد الأقراص التي انقلبت (فئات الجمع في العربية: zero وone وtwo وfew وmany وother)
a11y-you-played = لعبتَ في { $square }، { $flips ->
    [zero] ولم ينقلب أي قرص.
    [one] وانقلب قرص واحد.
    [two] وانقلب قرصان.
    [few] وانقلبت { $flips } أقراص.
    [many] وانقلب { $flips } قرصًا.
   *[other] وانقلب { $flips } قرص.
}
a11y-cpu-played = لعب الكمبيوتر في { $square }، { $flips ->
    [zero] ولم ينقلب أي قرص.
    [one] وانقلب قرص واحد.
    [two] وانقلب قرصان.
    [few] وانقلبت { $flips } أقراص.
    [many] وانقلب { $flips } قرصًا.
   *[other] وانقلب { $flips } قرص.
}
button-score = النتيجة
# $number رقم نقلتك التي تعود إليها (1 للأولى)
a11y-undone = تم التراجع: عدتَ إلى نقلتك رقم { $number }.
# $you و$cpu عدد الأقراص الآن
a11y-score = أنت { $you }، الكمبيوتر { $cpu }.
a11y-your-color-black = أنت تلعب بالأسود.
a11y-your-color-white = أنت تلعب بالأبيض.
# إشعار أو نتيجة تقرؤها قارئة الشاشة جملةً: $text، ثم علامة الوقف في هذه اللغة
a11y-sentence = { $text }.
# يفصل بين مربعات القائمة، كما في تعليق المخطط ("d4، e5"): فاصلة عربية ومسافة
list-separator = {"، "}
# يفصل بين الجمل التي تُعطى لقارئة الشاشة دفعة واحدة (نقلة، ثم رد الكمبيوتر)
sentence-separator = {" "}
