"""Invented headlines for three Google News editions (en-US, ja-JP, de-DE), each with its topic. Order is deliberately not by date."""
import random

EN_PUBLISHERS = [("The Daily Meridian", "https://meridian.example"), ("Harbor Tribune", "https://harbortribune.example"),
                 ("Wire & Signal", "https://wireandsignal.example"), ("Northmere Post", "https://northmerepost.example"),
                 ("TechLedger", "https://techledger.example"), ("Science Weekly Review", "https://swr.example"),
                 ("San Lorenzo Record |", "https://sanlorenzo.example")]
DE_PUBLISHERS = [("Morgenblatt Nord", "https://morgenblatt.example"), ("Rheinischer Bote", "https://rheinbote.example"),
                 ("Tech & Takt", "https://techundtakt.example"), ("Wissenschaft Heute", "https://wissenschaft-heute.example"),
                 ("Sportecho", "https://sportecho.example")]
JA_PUBLISHERS = [("毎朝新聞", "https://maiasa.example"), ("東都テレビニュース", "https://toto-tv.example"),
                 ("架空経済新聞", "https://kakukei.example"), ("テック速報", "https://techsokuho.example"),
                 ("サイエンス・ジャパン", "https://science-jp.example")]

EN_HEADLINES = [
    "City council approves new bike lanes after long debate",
    "Swift 6.3 brings faster builds, developers say",
    "Storm expected to reach the coast by Thursday evening",
    "Local bakery wins national award for sourdough",
    "Researchers map migration route of the common swift",
    "Markets steady as investors await rate decision",
    "Q&A: What the new transit fares mean for commuters",
    "Museum reopens its renovated dinosaur hall",
    "Opinion - Why libraries still matter in 2026",
    "Tilda Swift announces stadium tour dates",
    "Schools trial four-day week in rural districts",
    "Rare comet visible to the naked eye this weekend",
    "Harbor bridge closed overnight for repairs",
    "Study finds honey bees navigate using polarised light",
    "\"We're ready\": team captain on the championship final",
    "Startup raises funds for tiny nuclear batteries",
    "Heatwave prompts water-use restrictions across the valley",
    "Volunteers restore 19th-century lighthouse",
    "New rules for e-scooters take effect next month",
    "Farmers report early harvest after mild spring",
    "Chip maker delays new factory by a year",
    "Film festival unveils lineup with 40 premieres",
    "Scientists grow origami-inspired robots <1 cm long",
    "Train line electrification reaches halfway mark",
    "Airline adds direct route to Tokyo",
    "Why the price of coffee beans keeps rising",
    "Mayor's budget plan faces questions over housing",
    "Open-source web server passes security audit",
    "Volcano observatory raises alert level",
    "Book review: a quiet novel about a noisy city",
    "High school robotics team heads to world finals",
    "Ferry service resumes after engine fault",
]
JA_HEADLINES = [
    "市議会、自転車専用レーンの整備案を可決",
    "Swift 6.3が公開 ビルド時間短縮へ",
    "台風10号、週末に関東接近のおそれ",
    "老舗和菓子店、創業200年の記念展",
    "アマツバメの渡りルート、初めて解明",
    "日経平均、小幅に続伸 金利発表を前に様子見",
    "Q&A:新運賃で通勤定期はどう変わる?",
    "国立博物館、恐竜展示室をリニューアル",
    "富士山の山開き、登山者に注意呼びかけ",
    "ティルダ・スウィフト、初の東京ドーム公演へ",
    "地方の小学校で週4日授業を試行",
    "彗星、今週末に肉眼で見える可能性",
    "「準備はできた」主将が決勝への意気込み - 速報",
    "新興企業、超小型電池の開発で資金調達",
    "猛暑で渇水対策 流域の自治体が節水要請",
    "明治期の灯台、ボランティアが修復",
    "電動キックボードの新ルール、来月から",
    "コメの早期収穫、温暖な春が影響",
    "半導体大手、新工場の稼働を1年延期",
    "映画祭のラインナップ発表 40作品が初上映",
    "折り紙の技術で1センチ未満のロボット",
    "鉄道の電化工事、半分が完了",
    "航空会社、新たな直行便を就航へ",
    "コーヒー豆の価格上昇、その理由は",
    "オープンソースのWebサーバー、セキュリティ監査を通過",
    "火山の噴火警戒レベル引き上げ",
    "高校ロボコンチーム、世界大会へ",
    "フェリー、エンジン故障から運航再開",
]

# The Google News topic of each headline above, in the same order; every topic has at least one.
EN_TOPICS = ["nation", "technology", "nation", "entertainment", "science", "business", "nation", "entertainment",
             "nation", "entertainment", "nation", "science", "nation", "science", "sports", "business", "health", "nation",
             "nation", "business", "technology", "entertainment", "technology", "world", "world", "business", "nation",
             "technology", "world", "entertainment", "sports", "world"]
JA_TOPICS = ["nation", "technology", "nation", "entertainment", "science", "business", "nation", "entertainment",
             "health", "entertainment", "nation", "science", "sports", "business", "health", "nation", "nation", "business",
             "technology", "entertainment", "technology", "nation", "world", "world", "technology", "science", "sports", "world"]
DE_HEADLINES_AND_TOPICS = [
    ("Stadtrat beschließt neue Radwege nach langer Debatte", "nation"),
    ("Swift 6.3 verkürzt Bauzeiten, sagen Entwickler", "technology"),
    ("Sturmtief erreicht am Donnerstag die Nordseeküste", "nation"),
    ("Bäckerei aus dem Allgäu gewinnt Preis für Sauerteigbrot", "entertainment"),
    ("Forscher kartieren Zugroute des Mauerseglers", "science"),
    ("Börsen ruhig vor der Zinsentscheidung", "business"),
    ("Neue Fahrpreise: Was Pendler jetzt wissen müssen", "nation"),
    ("Museum eröffnet renovierten Dinosauriersaal", "entertainment"),
    ("Schulen testen Vier-Tage-Woche auf dem Land", "nation"),
    ("Komet am Wochenende mit bloßem Auge sichtbar", "science"),
    ("Hafenbrücke nachts wegen Reparaturen gesperrt", "nation"),
    ("Honigbienen orientieren sich an polarisiertem Licht", "science"),
    ("„Wir sind bereit“: Kapitänin vor dem Pokalfinale", "sports"),
    ("Start-up sammelt Geld für winzige Batterien", "business"),
    ("Hitzewelle: Gemeinden rufen zum Wassersparen auf", "health"),
    ("Ehrenamtliche restaurieren Leuchtturm aus dem 19. Jahrhundert", "nation"),
    ("Chiphersteller verschiebt neues Werk um ein Jahr", "technology"),
    ("Filmfestival zeigt 40 Premieren", "entertainment"),
    ("Fluglinie startet Direktverbindung nach Tokio", "world"),
    ("Warum Kaffeebohnen immer teurer werden", "world"),
    ("Vulkanobservatorium erhöht Warnstufe", "world"),
    ("Quelloffener Webserver besteht Sicherheitsprüfung", "technology"),
    ("Schüler-Robotikteam fährt zur Weltmeisterschaft", "sports"),
    ("Grippewelle: Ärzte raten zur Impfung", "health"),
    ("Fähre fährt nach Motorschaden wieder", "world"),
]


def items(headlines, publishers, rng, topics):
    out = []
    for index, headline in enumerate(headlines):
        name, site = publishers[index % len(publishers)]
        out.append({"headline": headline, "publisher": name, "site": site,
                    "hoursAgo": rng.choice([1, 2, 3, 5, 8, 13, 20, 26, 30, 47, 50, 70]) + index % 3,
                    "dateOnly": index % 9 == 4, "topic": topics[index]})
    rng.shuffle(out)
    out.insert(7, dict(out[2]))  # the same story twice, as Google News sometimes does
    return out


def build():
    rng = random.Random(7)
    editions = {"en": items(EN_HEADLINES, EN_PUBLISHERS, rng, EN_TOPICS), "ja": items(JA_HEADLINES, JA_PUBLISHERS, rng, JA_TOPICS)}
    # Drawn after en and ja, so adding German left their sample data as it was.
    editions["de"] = items([h for h, _ in DE_HEADLINES_AND_TOPICS], DE_PUBLISHERS, rng, [t for _, t in DE_HEADLINES_AND_TOPICS])
    return editions
