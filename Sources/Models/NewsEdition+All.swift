extension NewsEdition {
    /// Every edition in Google News's "Language & region" menu that Kiosk offers, in the order the
    /// edition picker lists them (English first, then by language). `NewsEditionTests` checks each row.
    public static let all: [NewsEdition] = [
        row("en-US", "en-US", "US", "US:en", "America/New_York", "United States (English)", "アメリカ（英語）"),
        row("en-GB", "en-GB", "GB", "GB:en", "Europe/London", "United Kingdom (English)", "イギリス（英語）"),
        row("en-IN", "en-IN", "IN", "IN:en", "Asia/Kolkata", "India (English)", "インド（英語）"),
        row("en-AU", "en-AU", "AU", "AU:en", "Australia/Sydney", "Australia (English)", "オーストラリア（英語）"),
        row("en-CA", "en-CA", "CA", "CA:en", "America/Toronto", "Canada (English)", "カナダ（英語）"),
        row("en-NZ", "en-NZ", "NZ", "NZ:en", "Pacific/Auckland", "New Zealand (English)", "ニュージーランド（英語）"),
        row("en-IE", "en-IE", "IE", "IE:en", "Europe/Dublin", "Ireland (English)", "アイルランド（英語）"),
        row("en-SG", "en-SG", "SG", "SG:en", "Asia/Singapore", "Singapore (English)", "シンガポール（英語）"),
        row("en-ZA", "en-ZA", "ZA", "ZA:en", "Africa/Johannesburg", "South Africa (English)", "南アフリカ（英語）"),
        row("en-PH", "en-PH", "PH", "PH:en", "Asia/Manila", "Philippines (English)", "フィリピン（英語）"),
        row("en-NG", "en-NG", "NG", "NG:en", "Africa/Lagos", "Nigeria (English)", "ナイジェリア（英語）"),
        row("en-KE", "en-KE", "KE", "KE:en", "Africa/Nairobi", "Kenya (English)", "ケニア（英語）"),
        row("en-PK", "en-PK", "PK", "PK:en", "Asia/Karachi", "Pakistan (English)", "パキスタン（英語）"),
        row("en-MY", "en-MY", "MY", "MY:en", "Asia/Kuala_Lumpur", "Malaysia (English)", "マレーシア（英語）"),
        row("ja-JP", "ja", "JP", "JP:ja", "Asia/Tokyo", "Japan (Japanese)", "日本（日本語）"),
        row("de-DE", "de", "DE", "DE:de", "Europe/Berlin", "Germany (German)", "ドイツ（ドイツ語）"),
        row("de-AT", "de", "AT", "AT:de", "Europe/Vienna", "Austria (German)", "オーストリア（ドイツ語）"),
        row("de-CH", "de", "CH", "CH:de", "Europe/Zurich", "Switzerland (German)", "スイス（ドイツ語）"),
        row("fr-FR", "fr", "FR", "FR:fr", "Europe/Paris", "France (French)", "フランス（フランス語）"),
        row("fr-CA", "fr-CA", "CA", "CA:fr", "America/Toronto", "Canada (French)", "カナダ（フランス語）"),
        row("fr-BE", "fr", "BE", "BE:fr", "Europe/Brussels", "Belgium (French)", "ベルギー（フランス語）"),
        row("fr-CH", "fr", "CH", "CH:fr", "Europe/Zurich", "Switzerland (French)", "スイス（フランス語）"),
        row("es-ES", "es", "ES", "ES:es", "Europe/Madrid", "Spain (Spanish)", "スペイン（スペイン語）"),
        row("es-419", "es-419", "MX", "MX:es-419", "America/Mexico_City", "Mexico (Spanish, Latin America)", "メキシコ（中南米スペイン語）"),
        row("es-US", "es-419", "US", "US:es-419", "America/New_York", "United States (Spanish)", "アメリカ（スペイン語）"),
        row("es-AR", "es-419", "AR", "AR:es-419", "America/Argentina/Buenos_Aires", "Argentina (Spanish)", "アルゼンチン（スペイン語）"),
        row("es-CO", "es-419", "CO", "CO:es-419", "America/Bogota", "Colombia (Spanish)", "コロンビア（スペイン語）"),
        row("it-IT", "it", "IT", "IT:it", "Europe/Rome", "Italy (Italian)", "イタリア（イタリア語）"),
        row("pt-BR", "pt-BR", "BR", "BR:pt-419", "America/Sao_Paulo", "Brazil (Portuguese)", "ブラジル（ポルトガル語）"),
        row("pt-PT", "pt-PT", "PT", "PT:pt-150", "Europe/Lisbon", "Portugal (Portuguese)", "ポルトガル（ポルトガル語）"),
        row("nl-NL", "nl", "NL", "NL:nl", "Europe/Amsterdam", "Netherlands (Dutch)", "オランダ（オランダ語）"),
        row("ko-KR", "ko", "KR", "KR:ko", "Asia/Seoul", "South Korea (Korean)", "韓国（韓国語）"),
        row("zh-TW", "zh-TW", "TW", "TW:zh-Hant", "Asia/Taipei", "Taiwan (Traditional Chinese)", "台湾（繁体字中国語）"),
        row("zh-HK", "zh-HK", "HK", "HK:zh-Hant", "Asia/Hong_Kong", "Hong Kong (Traditional Chinese)", "香港（繁体字中国語）"),
        row("zh-CN", "zh-CN", "CN", "CN:zh-Hans", "Asia/Shanghai", "China (Simplified Chinese)", "中国（簡体字中国語）"),
        row("ru-RU", "ru", "RU", "RU:ru", "Europe/Moscow", "Russia (Russian)", "ロシア（ロシア語）"),
        // Europe/Kiev, not Europe/Kyiv: the new name is missing from zone databases before 2022b.
        row("uk-UA", "uk", "UA", "UA:uk", "Europe/Kiev", "Ukraine (Ukrainian)", "ウクライナ（ウクライナ語）"),
        row("pl-PL", "pl", "PL", "PL:pl", "Europe/Warsaw", "Poland (Polish)", "ポーランド（ポーランド語）"),
        row("cs-CZ", "cs", "CZ", "CZ:cs", "Europe/Prague", "Czechia (Czech)", "チェコ（チェコ語）"),
        row("sv-SE", "sv", "SE", "SE:sv", "Europe/Stockholm", "Sweden (Swedish)", "スウェーデン（スウェーデン語）"),
        row("no-NO", "no", "NO", "NO:no", "Europe/Oslo", "Norway (Norwegian)", "ノルウェー（ノルウェー語）"),
        row("tr-TR", "tr", "TR", "TR:tr", "Europe/Istanbul", "Türkiye (Turkish)", "トルコ（トルコ語）"),
        row("he-IL", "he", "IL", "IL:he", "Asia/Jerusalem", "Israel (Hebrew)", "イスラエル（ヘブライ語）"),
        row("ar-EG", "ar", "EG", "EG:ar", "Africa/Cairo", "Egypt (Arabic)", "エジプト（アラビア語）"),
        row("hi-IN", "hi", "IN", "IN:hi", "Asia/Kolkata", "India (Hindi)", "インド（ヒンディー語）"),
        row("id-ID", "id", "ID", "ID:id", "Asia/Jakarta", "Indonesia (Indonesian)", "インドネシア（インドネシア語）"),
        row("vi-VN", "vi", "VN", "VN:vi", "Asia/Ho_Chi_Minh", "Vietnam (Vietnamese)", "ベトナム（ベトナム語）"),
        row("th-TH", "th", "TH", "TH:th", "Asia/Bangkok", "Thailand (Thai)", "タイ（タイ語）"),
    ]

    private static func row(
        _ id: String, _ hl: String, _ gl: String, _ ceid: String, _ zone: String,
        _ english: String, _ japanese: String
    ) -> NewsEdition {
        NewsEdition(id: id, hl: hl, gl: gl, ceid: ceid, timeZoneID: zone, englishName: english, japaneseName: japanese)
    }
}
