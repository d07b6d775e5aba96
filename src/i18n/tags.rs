//! Which shipped language a system's language tag means: POSIX locales (`ja_JP.UTF-8`,
//! `sr_RS@latin`), BCP 47 tags (`zh-Hant-TW`, `pt-PT`), Windows' names (`zh-CHT`) and lists of
//! them (`LANGUAGE`'s `de:en`, Android's locale list and `navigator.languages` joined by
//! commas). Chinese is chosen by its script, else by its region: Taiwan, Hong Kong and Macau
//! read Traditional. Every Portuguese reads the Brazilian one until a European one is written.

/// The shipped code for one tag, if it names a language we ship.
pub fn shipped(tag: &str) -> Option<&'static str> {
    // POSIX: language[_territory][.codeset][@modifier]; BCP 47: language[-script][-region]...
    let tag = tag.split(['.', '@']).next()?.trim();
    let mut parts = tag.split(['_', '-']).filter(|p| !p.is_empty());
    let language = parts.next()?;
    let is = |a: &str, b: &str| a.eq_ignore_ascii_case(b);
    if is(language, "zh") {
        // by the script, else by the region
        let (mut script, mut region) = (None, false);
        for part in parts {
            if is(part, "hant") || is(part, "cht") {
                script = Some(true);
            } else if is(part, "hans") || is(part, "chs") {
                script = Some(false);
            } else {
                region |= ["tw", "hk", "mo"].iter().any(|r| is(part, r));
            }
        }
        return Some(if script.unwrap_or(region) {
            "zh-Hant"
        } else {
            "zh-Hans"
        });
    }
    let language = match language {
        // Java's old code for Indonesian
        l if is(l, "in") => "id",
        // Moldova's old code (ISO 639-1 until 2008): Romanian
        l if is(l, "mo") => "ro",
        // ISO 639-3's Standard Malay (the macrolanguage is ms)
        l if is(l, "zsm") => "ms",
        // Java's and Android's old code for Hebrew
        l if is(l, "iw") => "he",
        // ISO 639-3's Western Persian (the macrolanguage is fa)
        l if is(l, "pes") => "fa",
        l if is(l, "pt") => "pt-BR",
        l => l,
    };
    super::offered().find(|code| is(code, language))
}

/// The language for a system's tag or list of tags, the first that we ship; English when the
/// system names none of ours (or says nothing, or `C`).
pub fn pick_language(system: Option<&str>) -> &'static str {
    system
        .into_iter()
        .flat_map(|list| list.split([':', ',']))
        .find_map(shipped)
        .unwrap_or("en")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posix_locales_and_bcp47_tags() {
        for (tag, code) in [
            ("ja_JP.UTF-8", "ja"),
            ("ar_EG.UTF-8", "ar"),
            ("ar-SA", "ar"),
            ("ar", "ar"),
            ("fa_IR.UTF-8", "fa"),
            ("fa-AF", "fa"),
            ("he_IL.UTF-8", "he"),
            ("iw_IL", "he"),
            ("iw", "he"),
            ("hi_IN.UTF-8", "hi"),
            ("bn_BD.UTF-8", "bn"),
            ("bn-IN", "bn"),
            ("th_TH.UTF-8", "th"),
            ("ja", "ja"),
            ("ko_KR.UTF-8", "ko"),
            ("ru_RU.UTF-8", "ru"),
            ("es_MX", "es"),
            ("es-419", "es"),
            ("fr_CA.UTF-8", "fr"),
            ("it_IT", "it"),
            ("nl_BE", "nl"),
            ("pl_PL.UTF-8", "pl"),
            ("tr_TR.UTF-8", "tr"),
            ("de_DE.UTF-8@euro", "de"),
            ("et-EE", "et"),
            ("in_ID", "id"),
            ("id-ID", "id"),
            ("su", "su"),
            ("en_GB", "en"),
            ("DE", "de"),
            ("vi_VN.UTF-8", "vi"),
            ("vi-VN", "vi"),
            ("uk_UA.UTF-8", "uk"),
            ("uk-UA", "uk"),
            ("el_GR.UTF-8", "el"),
            ("el-CY", "el"),
            ("cs_CZ.UTF-8", "cs"),
            ("cs-CZ", "cs"),
            ("sv_SE.UTF-8", "sv"),
            ("sv-FI", "sv"),
            ("hu_HU.UTF-8", "hu"),
            ("hu-HU", "hu"),
            ("ro_RO.UTF-8", "ro"),
            ("ro-MD", "ro"),
            ("mo", "ro"),
            ("ms_MY.UTF-8", "ms"),
            ("ms-MY", "ms"),
            ("ms-BN", "ms"),
            ("zsm", "ms"),
        ] {
            // a build without the text path offers no language drawn by shaping
            let offered = Some(code).filter(|c| crate::text::drawable(c));
            assert_eq!(shipped(tag), offered, "{tag}");
        }
    }

    #[test]
    fn chinese_by_script_then_by_region() {
        for tag in [
            "zh-TW",
            "zh_TW.UTF-8",
            "zh-HK",
            "zh_HK.Big5-HKSCS",
            "zh-MO",
            "zh-Hant",
            "zh-Hant-TW",
            "zh-Hant-HK",
            "zh-Hant-CN",
            "zh-CHT",
        ] {
            assert_eq!(shipped(tag), Some("zh-Hant"), "{tag}");
        }
        for tag in [
            "zh",
            "zh-CN",
            "zh_CN.UTF-8",
            "zh-SG",
            "zh-Hans",
            "zh-Hans-CN",
            "zh-Hans-HK",
            "zh-Hans-TW",
            "zh-CHS",
            "zh-MY",
        ] {
            assert_eq!(shipped(tag), Some("zh-Hans"), "{tag}");
        }
    }

    #[test]
    fn every_portuguese_reads_the_brazilian_one() {
        for tag in [
            "pt-BR",
            "pt_BR.UTF-8",
            "pt-PT",
            "pt_PT.UTF-8",
            "pt",
            "pt-AO",
        ] {
            assert_eq!(shipped(tag), Some("pt-BR"), "{tag}");
        }
    }

    #[test]
    fn anything_unknown_gives_english() {
        for tag in [
            "C", "POSIX", "C.UTF-8", "", "und", "xx-YY", "fi_FI", "ur-PK", "ta_IN", "sk_SK",
            "be-BY",
        ] {
            assert_eq!(shipped(tag), None, "{tag}");
            assert_eq!(pick_language(Some(tag)), "en", "{tag}");
        }
        assert_eq!(pick_language(None), "en");
    }

    #[test]
    fn a_list_gives_its_first_shipped_language() {
        // LANGUAGE (colons), Android's locale list and navigator.languages (commas)
        assert_eq!(pick_language(Some("fr_FR:de:en")), "fr");
        assert_eq!(pick_language(Some("fi:da:ja:en")), "ja");
        assert_eq!(pick_language(Some("ja-JP,en-US")), "ja");
        assert_eq!(pick_language(Some("ur-PK,zh-TW,en")), "zh-Hant");
        let arabic = if crate::text::drawable("ar") {
            "ar"
        } else {
            "en"
        };
        assert_eq!(pick_language(Some("ur:ar_EG.UTF-8:en")), arabic);
        assert_eq!(pick_language(Some("fi,da")), "en");
    }
}
