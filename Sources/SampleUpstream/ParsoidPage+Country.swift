import Foundation

extension ParsoidPage {
    /// A long article about an invented country, for reading pages and screenshots: many sections,
    /// its text made from a few sentence patterns over the sample regions.
    static func country(language: String) -> WikiArticle {
        let ja = language == "ja"
        let regions =
            ja
            ? ["北岸", "湖水", "高原", "東谷", "南浜", "西森"]
            : ["Northmere", "Lakeside", "the Highlands", "Eastvale", "Southshore", "Westwood"]
        let patterns =
            ja
            ? [
                "%@地方は国土の一部を占め、古くから農業と漁業で知られる。",
                "%@の町々は川沿いに発展し、市場と橋を中心に人が集まった。",
                "%@では19世紀に鉄道が開通し、羊毛と木材が港へ運ばれた。",
                "現在の%@は観光と小規模な製造業が経済を支えている。",
            ]
            : [
                "The region of %@ covers part of the country and has long been known for farming and fishing.",
                "Towns in %@ grew along its rivers, around a market square and a bridge.",
                "A railway reached %@ in the nineteenth century, carrying wool and timber to the ports.",
                "Today the economy of %@ rests on tourism, small workshops and a growing number of offices.",
            ]
        let opening =
            ja
            ? "アルデリアは、Kioskのサンプルデータのために作られた架空の国である。"
            : "Alderia is an invented country, written for Kiosk's sample data. "
        var text = opening
        for round in 0..<4 {
            for region in regions {
                for pattern in patterns { text += String(format: pattern, region) + (ja ? "" : " ") }
                text += ja ? "\(round + 1)回目の調査でもこの傾向は変わらなかった。" : "Survey number \(round + 1) found the same pattern again. "
            }
        }
        return WikiArticle(
            pageid: 990_001, title: ja ? "アルデリア" : "Alderia", text: text, size: text.utf8.count,
            wordcount: text.split(separator: " ").count, timestamp: "2026-11-01T09:00:00Z")
    }
}
