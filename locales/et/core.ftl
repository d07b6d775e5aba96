language-name = Eesti
notice-damaged-game = Salvestatud mängu ei õnnestunud lugeda. See pandi kõrvale; saad alustada uut mängu.
notice-damaged-stats = Statistikat ei õnnestunud lugeda. Vana fail pandi kõrvale; arvestus algab otsast peale.
notice-damaged-settings = Seadeid ei õnnestunud lugeda ja need lähtestati.
notice-save-failed = Mängu ei õnnestunud salvestada.
notice-disk-full = Salvestusruum on täis: mängu ei õnnestunud salvestada.
notice-no-storage = Siin ei saa salvestada: seda mängu ei säilitata.
notice-repaired-stats = Statistika ei läinud kokku ja parandati, kõik arvud jäid alles. Vana fail pandi kõrvale.
notice-unreadable-game = Siin puudub luba salvestatud mängu lugeda: seda mängu ei salvestata.
notice-unreadable-stats = Siin puudub luba statistikat lugeda: seekord statistikat ei peeta.
notice-unreadable-settings = Siin puudub luba seadeid lugeda: muudatusi ei säilitata.
notice-other-window = Reversi on juba teises aknas või vahekaardil avatud: seda mängu ei salvestata. Tulemused lähevad siiski arvesse.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = Seda keelt ei õnnestunud laadida. Vali see uuesti, kui seade on võrgus.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
