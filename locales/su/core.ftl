language-name = Basa Sunda
notice-damaged-game = Kaulinan nu disimpen teu bisa dibaca. Berkasna disisihkeun; kaulinan anyar tiasa dimimitian.
notice-damaged-stats = Statistik teu bisa dibaca. Berkas heubeul disisihkeun; ngitung dimimitian deui.
notice-damaged-settings = Setélan teu bisa dibaca sarta dibalikeun deui.
notice-save-failed = Kaulinan teu bisa disimpen.
notice-disk-full = Panyimpenan pinuh: kaulinan teu bisa disimpen.
notice-no-storage = Teu bisa nyimpen di dieu: kaulinan ieu moal disimpen.
notice-repaired-stats = Statistik teu cocog sarta geus dibenerkeun; sadaya angka tetep aya. Berkas heubeul disisihkeun.
notice-unreadable-game = Kaulinan nu disimpen teu meunang dibaca di dieu: kaulinan ieu moal disimpen.
notice-unreadable-stats = Statistik teu meunang dibaca di dieu: ayeuna moal disimpen.
notice-unreadable-settings = Setélan teu meunang dibaca di dieu: parobahan moal disimpen.
notice-other-window = Reversi geus dibuka dina jandéla atawa tab séjén: kaulinan ieu moal disimpen. Hasilna tetep diitung.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = Basa ieu teu bisa dimuat. Pilih deui sanggeus parangkat nyambung ka internét.
duration-hours-minutes = { $hours } jam { $minutes } mnt
duration-minutes = { $minutes } mnt
