language-name = Basa Sunda
notice-damaged-game = Kaulinan nu disimpen teu bisa dibaca. Koropakna disimpen misah; kaulinan anyar bisa dimimitian.
notice-damaged-stats = Statistik teu bisa dibaca. Koropak heubeulna disimpen misah; itungan dimimitian deui ti awal.
notice-damaged-settings = Setélan teu bisa dibaca sarta geus dibalikkeun ka asalna.
notice-save-failed = Kaulinan teu bisa disimpen.
notice-disk-full = Panyimpenan pinuh: kaulinan teu bisa disimpen.
notice-no-storage = Teu bisa nyimpen di dieu: kaulinan ieu moal disimpen.
notice-repaired-stats = Itungan statistik teu cocog sarta geus dibenerkeun; sakabéh itungan tetep aya. Koropak heubeulna disimpen misah.
notice-unreadable-game = Kaulinan nu disimpen teu meunang dibaca di dieu: kaulinan ieu moal disimpen.
notice-unreadable-stats = Statistik teu meunang dibaca di dieu: kali ieu moal disimpen.
notice-unreadable-settings = Setélan teu meunang dibaca di dieu: parobahan moal disimpen.
notice-other-window = Reversi geus dibuka dina jandéla atawa tab séjén: kaulinan ieu moal disimpen. Hasilna tetep diitung.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = Basa ieu teu bisa dimuat. Pilih deui sanggeus alatna nyambung ka internét.
duration-hours-minutes = { $hours } jam { $minutes } mnt
duration-minutes = { $minutes } mnt
