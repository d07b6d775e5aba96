# Kayıt bildirimleri, süreler ve bu dilin kendi adı (src/persist.rs, src/i18n.rs kullanır).
language-name = Türkçe
notice-damaged-game = Kayıtlı oyun okunamadı. Dosyası bir kenara ayrıldı; yeni bir oyuna başlayabilirsin.
notice-damaged-stats = İstatistikler okunamadı. Eski dosya bir kenara ayrıldı; sayım baştan başlıyor.
notice-damaged-settings = Ayarlar okunamadı ve sıfırlandı.
notice-save-failed = Oyun kaydedilemedi.
notice-disk-full = Depolama alanı dolu: oyun kaydedilemedi.
notice-no-storage = Burada kayıt yapılamıyor: bu oyun saklanmayacak.
notice-repaired-stats = İstatistiklerin toplamı tutmuyordu; hiçbir sayı kaybolmadan düzeltildi. Eski dosya bir kenara ayrıldı.
notice-unreadable-game = Kayıtlı oyunun burada okunmasına izin verilmiyor: bu oyun kaydedilmeyecek.
notice-unreadable-stats = İstatistiklerin burada okunmasına izin verilmiyor: bu sefer saklanmayacaklar.
notice-unreadable-settings = Ayarların burada okunmasına izin verilmiyor: değişiklikler saklanmayacak.
notice-other-window = Reversi başka bir pencerede veya sekmede zaten açık: bu oyun kaydedilmeyecek. Sonuçlar yine de sayılır.
# tarayıcı bir dilin metinlerini veya yazı tipini indiremedi (ilk kullanımdan önce çevrimdışı)
notice-language-unavailable = Bu dil yüklenemedi. Cihaz çevrimiçi olduğunda dili yeniden seç.
duration-hours-minutes = { $hours } sa { $minutes } dk
duration-minutes = { $minutes } dk
