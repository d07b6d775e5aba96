# खेल के अपने पाठ (मेनू, बोर्ड, आँकड़े)। locales/en/main.ftl का अनुवाद; id और प्लेसहोल्डर
# अंग्रेज़ी जैसे ही हैं। सहेजने के संदेश और समय-अवधि core.ftl में हैं। शब्दावली: pages.ftl के ऊपर।

app-title = रिवर्सी

## मेनू
menu-choose-opponent = अपना प्रतिद्वंद्वी चुनें
opponent-easy = आसान
opponent-medium = मध्यम
opponent-hard = कठिन
color-black-first = काला · पहले
color-white-second = सफ़ेद · बाद में
menu-continue = जारी रखें
menu-statistics = आँकड़े
menu-settings = सेटिंग

## खेल की स्क्रीन
count-you = आप
count-cpu = कंप्यूटर
# बाज़ी के दौरान कंप्यूटर की गिनती: $opponent प्रतिद्वंद्वी का नाम है (आसान, मध्यम, कठिन)
count-cpu-opponent = कंप्यूटर · { $opponent }
button-undo = चाल वापस लें
button-new-game = नई बाज़ी
button-menu = मेनू
notice-player-passes = आपके लिए कोई चाल नहीं — कंप्यूटर फिर चलेगा
notice-cpu-passes = कंप्यूटर के लिए कोई चाल नहीं — फिर आपकी बारी
# $you और $cpu आखिर में गोटियों की गिनती हैं (संज्ञा वाले रूप, ताकि क्रिया में लिंग न आए)
result-won = आपकी जीत, { $you }–{ $cpu }
result-lost = आपकी हार, { $you }–{ $cpu }
result-drawn = बराबरी, { $you }–{ $cpu }

## आँकड़े
stats-title = आँकड़े
stats-played = बाज़ियाँ
stats-won = जीत
stats-lost = हार
stats-drawn = बराबरी
# $time एक अवधि है, जैसे "2 घंटे 5 मिनट"
stats-time = खेलने का समय: { $time }
button-back = वापस जाएँ

## सेटिंग
settings-title = सेटिंग
settings-sound = आवाज़
settings-animation = एनिमेशन
settings-language = भाषा
sound-on = चालू
sound-off = बंद
animation-normal = सामान्य
animation-fast = तेज़
animation-off = बंद
contrast-normal = सामान्य
contrast-high = ज़्यादा
settings-contrast = कंट्रास्ट
# भाषाओं की सूची में, उस भाषा के नीचे जो सिस्टम माँगता है
language-system = सिस्टम की भाषा

## स्क्रीन रीडर के लिए (बाज़ी की सुलभ प्रति)
# ग्रिड के रूप में बोर्ड; $square किसी खाने का नाम है, जैसे d3
a11y-board = बोर्ड
a11y-cell-empty = { $square }, खाली
a11y-cell-playable = { $square }, खाली, यहाँ आप चाल चल सकते हैं
a11y-cell-black = { $square }, काली गोटी
a11y-cell-white = { $square }, सफ़ेद गोटी
# चाल के बाद बोला जाता है; $flips पलटी गोटियों की संख्या है (0 और 1: [one])
a11y-you-played = आपने { $square } पर चाल चली, { $flips ->
    [one] { $flips } गोटी पलटी।
   *[other] { $flips } गोटियाँ पलटीं।
}
a11y-cpu-played = कंप्यूटर ने { $square } पर चाल चली, { $flips ->
    [one] { $flips } गोटी पलटी।
   *[other] { $flips } गोटियाँ पलटीं।
}
button-score = स्कोर
# $number आपकी उस चाल की संख्या है जिस पर बाज़ी लौटती है (पहली चाल के लिए 1)
a11y-undone = चाल वापस ली गई: अब फिर आपकी चाल नंबर { $number } है।
# $you और $cpu अभी गोटियों की गिनती हैं
a11y-score = आप { $you }, कंप्यूटर { $cpu }।
a11y-your-color-black = आप काली गोटियों से खेल रहे हैं।
a11y-your-color-white = आप सफ़ेद गोटियों से खेल रहे हैं।
# स्क्रीन रीडर के लिए वाक्य के रूप में कोई संदेश या नतीजा: $text और हिन्दी का पूर्ण विराम (।)
a11y-sentence = { $text }।
# किसी सूची के खानों को जोड़ता है, जैसे आरेख के कैप्शन में ("d4, e5"): अल्पविराम और एक स्पेस
list-separator = {", "}
# स्क्रीन रीडर को एक साथ दिए गए वाक्यों को जोड़ता है (एक चाल, फिर कंप्यूटर का जवाब)
sentence-separator = {" "}
