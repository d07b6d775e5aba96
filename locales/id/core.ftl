language-name = Bahasa Indonesia
notice-damaged-game = Permainan yang tersimpan tidak dapat dibaca. Berkasnya telah disisihkan; permainan baru dapat dimulai.
notice-damaged-stats = Statistik tidak dapat dibaca. Berkas lama telah disisihkan; penghitungan dimulai dari awal.
notice-damaged-settings = Pengaturan tidak dapat dibaca dan telah dikembalikan ke setelan awal.
notice-save-failed = Permainan tidak dapat disimpan.
notice-disk-full = Penyimpanan penuh: permainan tidak dapat disimpan.
notice-no-storage = Tidak dapat menyimpan di sini: permainan ini tidak akan disimpan.
notice-repaired-stats = Jumlah dalam statistik tidak cocok dan telah diperbaiki tanpa menghapus satu hitungan pun. Berkas lama telah disisihkan.
notice-unreadable-game = Di sini permainan yang tersimpan tidak diizinkan untuk dibaca: permainan ini tidak akan disimpan.
notice-unreadable-stats = Di sini statistik tidak diizinkan untuk dibaca: kali ini statistik tidak akan disimpan.
notice-unreadable-settings = Di sini pengaturan tidak diizinkan untuk dibaca: perubahan tidak akan disimpan.
notice-other-window = Reversi sudah terbuka di jendela atau tab lain: permainan ini tidak akan disimpan. Hasilnya tetap dihitung.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = Bahasa ini tidak dapat dimuat. Pilih lagi saat perangkat tersambung ke internet.
duration-hours-minutes = { $hours } jam { $minutes } mnt
duration-minutes = { $minutes } mnt
