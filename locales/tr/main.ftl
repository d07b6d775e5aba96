# Oyunun kendi metinleri (menü, tahta, istatistikler), locales/en/main.ftl dosyasından çevrildi.
# Kayıt bildirimleri ve süreler core.ftl dosyasındadır.

app-title = Reversi

## Menü
menu-choose-opponent = Rakibini seç
opponent-easy = Kolay
opponent-medium = Orta
opponent-hard = Zor
color-black-first = Siyah · ilk
color-white-second = Beyaz · ikinci
menu-continue = Devam et
menu-statistics = İstatistikler
menu-settings = Ayarlar

## Oyun ekranı
count-you = Sen
count-cpu = CPU
# oyun sırasında CPU'nun taş sayısı: $opponent rakibin adıdır (Kolay, Orta, Zor)
count-cpu-opponent = CPU · { $opponent }
button-undo = Geri al
button-new-game = Yeni oyun
button-menu = Menü
notice-player-passes = Hamlen yok — CPU yine oynuyor
notice-cpu-passes = CPU'nun hamlesi yok — sıra yine sende
# $you ve $cpu oyun sonundaki taş sayılarıdır
result-won = Kazandın: { $you }–{ $cpu }
result-lost = Kaybettin: { $you }–{ $cpu }
result-drawn = Berabere: { $you }–{ $cpu }

## İstatistikler
stats-title = İstatistikler
stats-played = Oynanan
stats-won = Kazanılan
stats-lost = Kaybedilen
stats-drawn = Berabere
# $time bir süredir, örneğin "2 sa 05 dk"
stats-time = Oynama süresi: { $time }
button-back = Geri

## Ayarlar
settings-title = Ayarlar
settings-sound = Ses
settings-animation = Animasyon
settings-language = Dil
sound-on = Açık
sound-off = Kapalı
animation-normal = Standart
animation-fast = Hızlı
animation-off = Kapalı
contrast-normal = Standart
contrast-high = Yüksek
settings-contrast = Kontrast
# dil listesinde, sistemin istediği dilin altında
language-system = Sistem dili

## Ekran okuyucular için (oyunun sayfadaki erişilebilir kopyası)
# ızgara olarak tahta; $square bir karenin adıdır, örneğin d3
a11y-board = Tahta
a11y-cell-empty = { $square }, boş
a11y-cell-playable = { $square }, boş, buraya oynayabilirsin
a11y-cell-black = { $square }, siyah
a11y-cell-white = { $square }, beyaz
# bir hamleden sonra söylenir; $flips çevrilen taş sayısıdır
a11y-you-played = { $square } karesine oynadın, { $flips ->
    [one] 1 taş çevrildi.
   *[other] { $flips } taş çevrildi.
}
a11y-cpu-played = CPU { $square } karesine oynadı, { $flips ->
    [one] 1 taş çevrildi.
   *[other] { $flips } taş çevrildi.
}
button-score = Skor
# $number senin hamlenin sırasıdır
a11y-undone = Geri alındı: { $number }. hamlene döndün.
# $you ve $cpu şu anki taş sayılarıdır
a11y-score = Sen { $you }, CPU { $cpu }.
a11y-your-color-black = Siyahla oynuyorsun.
a11y-your-color-white = Beyazla oynuyorsun.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
