# SÖZLÜK (Türkçe) — bu sözcükler her yerde aynı kullanılır:
# disc = taş; move = hamle (hamle yapmak, bir kareye oynamak); pass = pas (pas geçmek);
# corner = köşe; edge = kenar; mobility = mobilite; parity = parite (tek-çift);
# undo = geri almak (Geri al düğmesi); easy/medium/hard = Kolay / Orta / Zor;
# X-square = X karesi; C-square = C karesi; board = tahta; square = kare;
# turn (a disc) = çevirmek; close in = sıkıştırmak; the other side = rakip.
#
# Nasıl oynanır ve Hakkında (okuma sayfaları). Her paragraf bir iletidir; sayfa onu satırlara böler.

page-how-to-play = Nasıl oynanır
page-about = Hakkında

## Kurallar
rules-heading = Kurallar
rules-board = Reversi 8 × 8 karelik bir tahtada oynanır: sütunlar soldan sağa a'dan h'ye, satırlar yukarıdan aşağıya 1'den 8'e kadardır. Başlangıçta ortada dört taş vardır: Beyaz d4 ve e5'te, Siyah d5 ve e4'te. İlk hamleyi Siyah yapar, sonra iki taraf sırayla oynar.
rules-move = Hamlende boş bir kareye kendi renginde bir taş koyarsın; bu taş rakibin bir ya da daha fazla taşını sıkıştırmalıdır: arada boşluk olmayan bir sıra rakip taşı ve bu sıranın öbür ucunda senin taşlarından biri. Bu şekilde sıkıştırılan her taş çevrilir ve senin rengine geçer.
rules-lines = Bir hamle sekiz yönün hepsine birden bakar: sola ve sağa, yukarı ve aşağı, bir de dört çapraz yöne. Sıkıştırdığı her sıra çevrilir: hepsi, hem de aynı anda; yalnızca bazılarını çevirmeyi seçemezsin. Boş bir karede ya da tahtanın kenarında biten bir sıra hiçbir taşı çevirmez; çevrilen taşlar da kendiliğinden başka taş çevirmez.
rules-dots = Yani bir hamle en az bir taş çevirmelidir. Oynayabileceğin karelerde bir nokta görünür ve yalnızca bu kareler tepki verir: kurallara aykırı bir hamle yapılamaz.
rules-pass = Hamlen yoksa sıran atlanır: pas geçersin ve rakip yeniden oynar. Pas geçmek isteğe bağlı değildir: hamlen olduğu sürece oynamak zorundasın. Kısa bir bildirim kimin pas geçtiğini söyler.
rules-end = İki taraf da hamle yapamadığında oyun biter: genellikle tahta dolmuştur, bazen oyun daha erken biter, örneğin bir rengin hiç taşı kalmadığında. Sonra taşlar sayılır. Tahtada daha çok taşı olan kazanır; boş kareler kimseye sayılmaz; sayılar eşitse oyun berabere biter.

## Bu uygulamada oynamak
app-heading = Bu uygulamada oynamak
app-dots = Sıra sendeyken oynayabileceğin her karede bir nokta olur. Noktalar yalnızca nereye hamle yapılabileceğini gösterir, hamlenin iyi olup olmadığını asla göstermez. Küçük bir işaret son konan taşı gösterir; çevrilen taşların dönüşünü de görürsün.
app-input = Oynamak için noktalı bir kareye dokun ya da tıkla. Klavyede ok tuşları tahtanın üzerinde bir çerçeveyi hareket ettirir; Tab tuşu onu oynayabileceğin bir sonraki kareye götürür (Shift+Tab bir öncekine), Enter ya da boşluk tuşu çerçevenin altındaki kareye oynar, U ya da Ctrl+Z geri alır, Esc ile de menüye dönersin. F1 oyun sırasında bu sayfayı açar, Geri ise seni oyuna geri götürür.
app-undo = Geri al düğmesi son hamleni, CPU'nun karşı hamlesi ve aradaki paslarla birlikte geri alır; böylece sıra yine sana gelir. Bunun hiçbir bedeli ve sınırı yoktur, oyun bittikten sonra bile: başka bir kare dene ve karşılaştır.
app-opponents = CPU'ya karşı oynarsın. Kolay, farkına varmadan köşeleri verir; Orta, iki tarafın kaç hamlesi olduğunu ve karelerin değerini tartar; Zor, bu projenin eğittiği bir değerlendirmeyle birkaç hamle ilerisini hesaplar. Siyah seçersen önce, Beyaz seçersen ikinci oynarsın; renk bir sonraki oyunundan itibaren geçerlidir.
app-statistics = İstatistikler her rakip için ayrı tutulur: oynanan, kazanılan, kaybedilen ve berabere biten oyunlar ile oynama süresi. Bir oyun başladığında oynanmış, bittiğinde de kazanılmış, kaybedilmiş ya da berabere sayılır; yarıda bıraktığın bir oyun yenilgi sayılmaz. Hiçbir veri cihazından dışarı çıkmaz.
app-saved = Oyunun her hamleden sonra ve uygulamayı kapattığında da kaydedilir. Menüdeki Devam et, oyunu bıraktığın yerden sürdürür. Yeni bir oyuna başlarsan kayıtlı oyunun yerine yenisi kaydedilir.

## Temel strateji
strategy-heading = Temel strateji
strategy-corners = En önemlisi köşelerdir. Köşedeki bir taş bir daha asla çevrilemez, çünkü hiçbir sıra köşenin ötesine uzanmaz. Sahip olduğun bir köşenin yanındaki kenar taşları da çoğu zaman güvenli olur.
strategy-x-squares = Boş bir köşenin yanındaki kareler tehlikelidir. Çapraz olanlara (b2, g2, b7 ve g7) X karesi, köşenin yanında kenarda olanlara (b1, a2, g1, h2, a7, b8, h7 ve g8) C karesi denir. Buralara oynamak çoğu zaman rakibe köşeyi alma fırsatı verir.
strategy-edges = Kenardaki taşları çevirmek ortadakileri çevirmekten daha zordur, çünkü yalnızca kenar boyunca sıkıştırılabilirler. Ama kenarda tek başına duran bir taş yine de kuşatılabilir: kenarları dikkatle al.
strategy-mobility = Oyunun ortasında daha çok taşın olması önde olduğun anlamına gelmez. Önemli olan mobilite, yani kaç hamlen olduğudur. Az taş çevirmek ve taşlarını içeride tutmak rakibe az hamle bırakır, üstelik kötü hamleler.
strategy-parity = Pas, rakibe bedava bir hamle kazandırır; bu yüzden rakibi hamlesiz bırakmaya çalış. Oyunun sonuna doğru her bölgedeki boş kareleri say: rakibin artık karşılık veremeyeceği bir bölgede son hamleyi yapmak çoğu zaman taş kazandırır.

## Diyagramlar: $player ve $other renk adlarıdır (diagram-black, diagram-white), $square hamlenin yapıldığı kare, $turned taşları çevrilen kareler (örneğin "d4, e5"), $count bunların sayısı, $corner bir köşenin adı
# değişkenlere ek getirmeyin (d3'e, d4'ü gibi): ek "karesine", "köşesini" gibi sözcüklere gelir
diagram-black = Siyah
diagram-white = Beyaz
diagram-first-move = { $player } { $square } karesine oynar: { $count ->
    [one] { $turned } karesindeki taş sıkışır ve çevrilir.
   *[other] { $turned } karelerindeki taşlar sıkışır ve çevrilir.
}
diagram-eight-directions = { $player } { $square } karesine oynar: sekiz yönün her birinde bir sıra sıkışır ve { $count } taşın hepsi aynı anda çevrilir: { $turned }.
diagram-pass = { $player } { $square } karesine oynar ve { $turned } çevrilir. Şimdi { $other } hamle yapamaz ve pas geçmek zorundadır: { $player } noktalı karelerden birine yeniden oynar.
diagram-corner = { $player } { $square } köşesini alır ve { $turned } çevrilir. Hiçbir hamle { $square } köşesindeki taşı bir daha çeviremez.
diagram-x-square = { $player } { $square } karesine (boş { $corner } köşesinin yanındaki bir X karesi) oynar ve { $turned } çevrilir. Şimdi noktanın gösterdiği gibi { $other }, { $corner } köşesini alabilir.

## Hakkında
# $version oyunun sürüm numarasıdır, örneğin 0.1.0
about-version = Reversi { $version }
about-game = CPU'ya karşı, üç rakipli Reversi; masaüstü, tarayıcı ve Android için. Reversi yazarları tarafından yapıldı; hiçbir veri toplamaz ve ağ bağlantısı gerektirmez.
# $licence lisansın adıdır, MIT
about-licence = Bu oyun { $licence } lisansıyla dağıtılan özgür yazılımdır; bu lisans, oyunun yapıldığı bileşenlerin lisanslarıyla birlikte aşağıda eksiksiz yer alır.
about-licences-heading = Lisanslar
about-licences-intro = Oyun, DejaVu Sans, Noto Sans CJK (Japonca, Çince ve Korece için) ve Noto Sans Arabic, Hebrew, Devanagari, Bengali ve Thai (Arapça, Farsça, İbranice, Hintçe, Bengalce ve Tayca için) yazı tiplerini ve aşağıda listelenen Rust kitaplıklarını (crate'leri) içerir. Bunların lisansları, yazarlarının yazdığı biçimde, İngilizce olarak aşağıdadır; birden çok kez geçen bir metin yalnızca ilk seferinde verilir.
