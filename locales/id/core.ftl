language-name = Bahasa Indonesia
notice-damaged-game = Permainan yang tersimpan tidak dapat dibaca. Berkasnya disisihkan; permainan baru dapat dimulai.
notice-damaged-stats = Statistik tidak dapat dibaca. Berkas lama disisihkan; penghitungan dimulai lagi.
notice-damaged-settings = Pengaturan tidak dapat dibaca dan dikembalikan ke awal.
notice-save-failed = Permainan tidak dapat disimpan.
notice-disk-full = Penyimpanan penuh: permainan tidak dapat disimpan.
notice-no-storage = Tidak dapat menyimpan di sini: permainan ini tidak akan disimpan.
notice-repaired-stats = Statistik tidak cocok dan telah diperbaiki; semua angka tetap ada. Berkas lama disisihkan.
notice-unreadable-game = Permainan yang tersimpan tidak boleh dibaca di sini: permainan ini tidak akan disimpan.
notice-unreadable-stats = Statistik tidak boleh dibaca di sini: kali ini statistik tidak akan disimpan.
notice-unreadable-settings = Pengaturan tidak boleh dibaca di sini: perubahan tidak akan disimpan.
notice-other-window = Reversi sudah terbuka di jendela atau tab lain: permainan ini tidak akan disimpan. Hasilnya tetap dihitung.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = Bahasa ini tidak dapat dimuat. Pilih lagi saat perangkat tersambung ke internet.
duration-hours-minutes = { $hours } jam { $minutes } mnt
duration-minutes = { $minutes } mnt
