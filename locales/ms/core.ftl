# Notis storan, tempoh masa dan nama bahasa ini sendiri (digunakan oleh src/persist.rs, src/i18n.rs).
language-name = Bahasa Melayu
notice-damaged-game = Permainan yang disimpan tidak dapat dibaca. Fail itu diketepikan; permainan baharu boleh dimulakan.
notice-damaged-stats = Statistik tidak dapat dibaca. Fail lama diketepikan; kiraan bermula semula.
notice-damaged-settings = Tetapan tidak dapat dibaca dan telah ditetapkan semula.
notice-save-failed = Permainan tidak dapat disimpan.
notice-disk-full = Storan penuh: permainan tidak dapat disimpan.
notice-no-storage = Penyimpanan tidak dapat dilakukan di peranti atau pelayar ini: permainan ini tidak akan disimpan.
notice-repaired-stats = Jumlah statistik tidak sepadan dan telah dibaiki, dengan setiap kiraan dikekalkan. Fail lama diketepikan.
notice-unreadable-game = Permainan yang disimpan tidak dibenarkan dibaca di peranti atau pelayar ini: permainan ini tidak akan disimpan.
notice-unreadable-stats = Statistik tidak dibenarkan dibaca di peranti atau pelayar ini: statistik tidak akan disimpan kali ini.
notice-unreadable-settings = Tetapan tidak dibenarkan dibaca di peranti atau pelayar ini: perubahan tidak akan disimpan.
notice-other-window = Reversi sudah dibuka dalam tetingkap atau tab lain: permainan ini tidak akan disimpan. Keputusan tetap dikira.
# pelayar tidak dapat memuatkan teks atau fon sesuatu bahasa (luar talian sebelum kali pertama digunakan)
notice-language-unavailable = Bahasa ini tidak dapat dimuatkan. Pilih semula apabila peranti berada dalam talian.
duration-hours-minutes = { $hours } jam { $minutes } min
duration-minutes = { $minutes } min
