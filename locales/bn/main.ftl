# খেলার নিজস্ব লেখা (মেনু, বোর্ড, পরিসংখ্যান)। locales/en/main.ftl-এর অনুবাদ; id আর প্লেসহোল্ডার ইংরেজির মতোই।
# সংরক্ষণের বার্তা আর সময়ের হিসাব core.ftl-এ। শব্দতালিকা: pages.ftl-এর শুরুতে।

app-title = রিভার্সি

## মেনু
menu-choose-opponent = প্রতিপক্ষ বেছে নিন
opponent-easy = সহজ
opponent-medium = মাঝারি
opponent-hard = কঠিন
color-black-first = কালো · প্রথম চাল
color-white-second = সাদা · দ্বিতীয় চাল
menu-continue = চালিয়ে যান
menu-statistics = পরিসংখ্যান
menu-settings = সেটিংস

## খেলার স্ক্রিন
count-you = আপনি
count-cpu = কম্পিউটার
# খেলার সময় কম্পিউটারের গুটির হিসাব: $opponent হলো প্রতিপক্ষের নাম (সহজ, মাঝারি, কঠিন)
count-cpu-opponent = কম্পিউটার · { $opponent }
button-undo = চাল ফেরত
button-new-game = নতুন খেলা
button-menu = মেনু
notice-player-passes = আপনার কোনো চাল নেই — কম্পিউটার আবার চাল দেবে
notice-cpu-passes = কম্পিউটারের কোনো চাল নেই — আবার আপনার পালা
# $you আর $cpu হলো খেলা শেষে দুই পক্ষের গুটির সংখ্যা
result-won = আপনি জিতেছেন { $you }–{ $cpu }
result-lost = আপনি হেরেছেন { $you }–{ $cpu }
result-drawn = ড্র { $you }–{ $cpu }

## পরিসংখ্যান
stats-title = পরিসংখ্যান
stats-played = মোট খেলা
stats-won = জয়
stats-lost = হার
stats-drawn = ড্র
# $time হলো সময়ের পরিমাণ, যেমন "2 ঘণ্টা 5 মিনিট"
stats-time = খেলার সময়: { $time }
button-back = ফিরে যান

## সেটিংস
settings-title = সেটিংস
settings-sound = সাউন্ড
settings-animation = অ্যানিমেশন
settings-language = ভাষা
sound-on = চালু
sound-off = বন্ধ
animation-normal = স্বাভাবিক
animation-fast = দ্রুত
animation-off = বন্ধ
contrast-normal = স্বাভাবিক
contrast-high = উচ্চ
settings-contrast = কনট্রাস্ট
# ভাষার তালিকায়, সিস্টেম যে ভাষা চায় তার নিচে (প্রতিটি ভাষার নাম সেই ভাষাতেই লেখা;
# এই লেখাটি এখন যে ভাষা দেখানো হচ্ছে সেই ভাষায়)
language-system = সিস্টেমের ভাষা

## স্ক্রিন রিডারের জন্য (খেলার স্ক্রিনের সহজলভ্য প্রতিরূপ)
# বোর্ড একটি গ্রিড হিসেবে; $square হলো কোনো ঘরের নাম, যেমন d3
a11y-board = বোর্ড
a11y-cell-empty = { $square }, খালি
a11y-cell-playable = { $square }, খালি, এখানে চাল দিতে পারেন
a11y-cell-black = { $square }, কালো
a11y-cell-white = { $square }, সাদা
# চালের পরে বলা হয়; $flips হলো কতগুলো গুটি উল্টেছে (বাংলায় one = ০ বা ১; একটি চালে অন্তত একটি গুটি উল্টায়)
a11y-you-played = আপনি { $square } ঘরে চাল দিলেন, { $flips ->
    [one] একটি গুটি উল্টে গেছে।
   *[other] { $flips }টি গুটি উল্টে গেছে।
}
a11y-cpu-played = কম্পিউটার { $square } ঘরে চাল দিল, { $flips ->
    [one] একটি গুটি উল্টে গেছে।
   *[other] { $flips }টি গুটি উল্টে গেছে।
}
button-score = স্কোর
# $number হলো আপনার কত নম্বর চাল; $you আর $cpu হলো এখনকার গুটির সংখ্যা
a11y-undone = চাল ফেরত নেওয়া হলো: এখন আবার আপনার { $number } নম্বর চাল।
a11y-score = আপনি { $you }, কম্পিউটার { $cpu }।
a11y-your-color-black = আপনি কালো গুটি নিয়ে খেলছেন।
a11y-your-color-white = আপনি সাদা গুটি নিয়ে খেলছেন।
# স্ক্রিন রিডার কোনো বার্তা বা ফলাফল বাক্য হিসেবে পড়ে: $text, আর এই ভাষার দাঁড়ি
a11y-sentence = { $text }।
# তালিকার ঘরগুলো জোড়ে, যেমন ডায়াগ্রামের ক্যাপশনে ("d4, e5"): একটি কমা আর একটি স্পেস
list-separator = {", "}
# স্ক্রিন রিডারকে একসঙ্গে দেওয়া বাক্যগুলো জোড়ে (একটি চাল, তারপর কম্পিউটারের জবাব)
sentence-separator = {" "}
