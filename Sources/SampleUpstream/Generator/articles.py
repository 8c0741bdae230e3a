"""Hand-written and template articles for the sample Wikipedia search (English and Japanese).

Everything here is invented or paraphrased in our own words; places and people are fictional
unless they are common knowledge (a bird, a programming language).
"""
import random

EN_HAND = [
    ("Swift (programming language)",
     "Swift is a general-purpose, multi-paradigm, compiled programming language created by Apple for its platforms and later ported to Linux and Windows. Swift was introduced in 2014 as a successor to Objective-C, with a focus on memory safety, value types and a modern syntax. The language uses automatic reference counting, optionals instead of null pointers, and since version 6 checks data races at compile time. Its compiler is built on LLVM and the project is developed in the open as free software."),
    ("Swift (bird)",
     "Swifts are a family, Apodidae, of highly aerial birds. They are superficially similar to swallows, but are not closely related to those passerine species. Swifts spend most of their lives in flight and some species are among the fastest birds in level flight. The common swift may stay airborne for ten months without landing, eating insects caught on the wing and even sleeping while gliding at altitude."),
    ("Tilda Swift",
     "Tilda Swift (born 1991) is a fictional singer-songwriter used in sample data. Known for narrative songs about her own life, she released her first album at sixteen and has since sold millions of records. Swift's tours are noted for their length and for the economic effect they have on host cities, a pattern journalists have called the \"Swift effect\"."),
    ("Swift Current",
     "Swift Current is a city in southwest Saskatchewan, Canada, on the Swift Current Creek. It is a regional centre for agriculture and the oil industry and lies on the Trans-Canada Highway. The settlement grew around a railway depot built in the 1880s and was incorporated as a city in 1914."),
    ("SwiftUI",
     "SwiftUI is a declarative user interface framework for building apps across Apple platforms, written in Swift. Introduced in 2019, it describes views as lightweight value types and updates the screen when observed state changes. SwiftUI can be mixed with the older UIKit and AppKit frameworks, and its live previews let developers see changes without rebuilding the whole app."),
    ("Jonathan Swift",
     "Jonathan Swift (1667–1745) was an Anglo-Irish satirist, essayist and cleric, best known for Gulliver's Travels and A Modest Proposal. He was dean of St Patrick's Cathedral in Dublin. Swift wrote under several pseudonyms and is regarded as one of the foremost prose satirists in the English language."),
    ("Swift Observatory",
     "The Neil Gehrels Swift Observatory is a space telescope launched in 2004 to study gamma-ray bursts. Swift carries three instruments that work together: a wide-field burst alert telescope and two narrow-field telescopes that turn towards a burst within about a minute. Its rapid response made it a workhorse of time-domain astronomy."),
    ("Suzuki Swift",
     "The Suzuki Swift is a supermini car produced by the Japanese maker Suzuki since 2000 under that name. The Swift has been sold in Asia, Europe and Oceania, with sporty variants using larger engines. Several generations have been built in Japan, Hungary and India."),
    ("Swift Package Manager",
     "The Swift Package Manager is a tool for managing the distribution of Swift code. It is integrated with the Swift build system to automate downloading, compiling and linking dependencies. A package is described by a manifest file, Package.swift, written in Swift itself, which declares products, targets and their dependencies."),
    ("Swift River (fictional)",
     "The Swift River is a short, fast-flowing river in the invented province of Northmere. It rises in the Greyfell hills and joins the Lanmouth estuary after 42 kilometres. The river powered several woollen mills in the nineteenth century; today its gorge is a nature reserve."),
    ("Rust (programming language)",
     "Rust is a general-purpose programming language emphasising performance, type safety and concurrency. It enforces memory safety without a garbage collector through a system of ownership and borrowing checked at compile time. Rust began as a personal project in 2006 and its first stable release appeared in 2015."),
    ("Python (programming language)",
     "Python is a high-level, general-purpose programming language whose design philosophy emphasises code readability through significant indentation. It is dynamically typed and garbage-collected and supports several paradigms. Python is widely used in education, science, web development and automation."),
    ("Tokyo",
     "Tokyo is the capital of Japan and one of the most populous metropolitan areas in the world. Located on Tokyo Bay on the Pacific coast of Honshu, it serves as the country's political, economic and cultural centre. Formerly known as Edo, the city became the imperial capital in 1868."),
    ("Moon",
     "The Moon is Earth's only natural satellite. It orbits at an average distance of about 384,000 kilometres and always shows the same face to Earth because of tidal locking. Its gravitational influence produces ocean tides and slightly lengthens the day."),
    ("Honey bee",
     "A honey bee is a eusocial flying insect known for building colonies with wax combs and for producing and storing honey. Colonies contain a single queen, thousands of workers and, seasonally, drones. Honey bees are important pollinators of crops and wild plants."),
    ("Lighthouse",
     "A lighthouse is a tower or other structure designed to emit light from a system of lamps and lenses to serve as a navigational aid for ships at sea or on inland waterways. Lighthouses mark dangerous coastlines, shoals and safe entries to harbours. Many are now automated."),
    ("AT&T Park (fictional)",
     "AT&T Park is an invented baseball ground used in sample data to test ampersands in titles. The stadium seats about 41,000 people and sits on the waterfront of a fictional bay city. Its right-field wall is known as \"the Splash Wall\" because home runs land in the water."),
    ("Origami",
     "Origami is the Japanese art of paper folding. Its goal is to transform a flat square sheet of paper into a finished sculpture through folding and sculpting techniques, usually without cutting or gluing. Modern origami uses mathematics to design complex models such as insects with many legs."),
    ("Volcano",
     "A volcano is a rupture in the crust of a planetary-mass object that allows hot lava, volcanic ash and gases to escape from a magma chamber below the surface. On Earth, volcanoes are most often found where tectonic plates are diverging or converging. Eruptions can reshape landscapes and affect the global climate."),
    ("Coffee",
     "Coffee is a beverage brewed from roasted, ground coffee beans. Darkly coloured, bitter and slightly acidic, it has a stimulating effect on humans primarily because of its caffeine content. It is among the most popular drinks in the world and is traded as a major commodity."),
    ("Kingfisher",
     "Kingfishers are a family of small to medium-sized, brightly coloured birds. Most species live in the tropics, and many hunt fish by diving from a perch into water. Kingfishers have large heads, long sharp bills and short legs."),
    ("Typography",
     "Typography is the art and technique of arranging type to make written language legible, readable and appealing when displayed. It involves selecting typefaces, point sizes, line lengths, line spacing and letter spacing. The term also applies to the style and appearance of the letters themselves."),
    ("HTTP",
     "The Hypertext Transfer Protocol (HTTP) is an application-layer protocol for distributed, collaborative information systems and the foundation of data communication on the World Wide Web. A client sends a request with a method, a target and header fields; the server answers with a status code, header fields and usually a body."),
    ("Comic strip",
     "A comic strip is a sequence of drawings, often cartoons, arranged in interrelated panels to display brief humour or form a narrative. Strips were traditionally published in newspapers; since the 1990s many appear as webcomics, some with hover text that adds a final joke."),
    ("Mount Fuji",
     "Mount Fuji is an active stratovolcano on the island of Honshu and the highest mountain in Japan at 3,776 metres. Its nearly symmetrical cone is snow-capped for several months a year and is a frequent subject of art and photography. It last erupted in 1707."),
    ("Swallow",
     "Swallows and martins are a family of passerine songbirds found around the world on all continents. They are adapted to hunting insects on the wing and have slender, streamlined bodies and long pointed wings. Despite a similar appearance they are not closely related to swifts."),
    ("Search engine",
     "A search engine is a software system that finds web pages and other documents matching a query. It builds an index by crawling, ranks candidate results by relevance and often suggests a corrected spelling when a query looks mistyped. Results pages usually show a short snippet with the matched words highlighted."),
    ("Tea ceremony",
     "The Japanese tea ceremony is a cultural activity involving the ceremonial preparation and presentation of matcha, powdered green tea. It emphasises harmony, respect, purity and tranquillity. Practitioners study the ceremony for years, including calligraphy, flower arrangement and the care of utensils."),
]

JA_HAND = [
    ("Swift (プログラミング言語)",
     "Swift(スウィフト)は、Appleが開発した汎用のコンパイル型プログラミング言語である。2014年に発表され、Objective-Cの後継としてiOSやmacOSのアプリ開発に用いられるほか、LinuxやWindowsでも動作する。Swiftは型安全性とメモリ安全性を重視し、バージョン6ではデータ競合をコンパイル時に検出する。"),
    ("アマツバメ科",
     "アマツバメ科(学名 Apodidae、英語: Swift)は、鳥類の科の一つである。一生の大半を空中で過ごし、飛びながら昆虫を捕らえる。ツバメに似ているが分類上は遠く、英名のSwiftは「速い」に由来する。"),
    ("ティルダ・スウィフト",
     "ティルダ・スウィフト(Tilda Swift、1991年 - )は、サンプルデータ用に創作された架空のシンガーソングライター。自身の経験を題材にした物語性の高い歌詞で知られる。Swiftのツアーは開催都市の経済に大きな影響を与えるとされる。"),
    ("SwiftUI",
     "SwiftUIは、Appleのプラットフォーム向けの宣言的ユーザーインターフェースフレームワークである。2019年に発表され、Swiftで書かれたビューを状態の変化に応じて自動的に更新する。UIKitやAppKitと組み合わせて使うこともできる。"),
    ("スズキ・スイフト",
     "スイフト(Swift)は、スズキが製造・販売する小型乗用車である。2000年に登場し、日本、ハンガリー、インドなどで生産されてきた。スポーツ仕様のスイフトスポーツも設定されている。"),
    ("スウィフト・カレント",
     "スウィフト・カレント(Swift Current)は、カナダのサスカチュワン州南西部にある都市。農業と石油産業の地域拠点で、トランス・カナダ・ハイウェイが通る。1880年代の鉄道駅を中心に発展した。"),
    ("ジョナサン・スウィフト",
     "ジョナサン・スウィフト(Jonathan Swift、1667年 - 1745年)は、アイルランドの風刺作家、司祭。『ガリヴァー旅行記』の作者として知られる。ダブリンの聖パトリック大聖堂の首席司祭を務めた。"),
    ("東京都",
     "東京都は、日本の首都であり、関東地方に位置する都である。政治、経済、文化の中心で、世界有数の大都市圏を形成する。江戸時代には江戸と呼ばれ、1868年に東京と改称された。"),
    ("富士山",
     "富士山は、静岡県と山梨県にまたがる活火山で、標高3776メートルの日本最高峰である。ほぼ左右対称の円錐形の山容は古くから信仰と芸術の対象となってきた。最後の噴火は1707年の宝永噴火である。"),
    ("折り紙",
     "折り紙は、紙を折って動植物や器物などの形を作る日本の伝統的な遊びである。一枚の正方形の紙から、切ったり貼ったりせずに作品を作ることが多い。現代では数学を用いた複雑な作品の設計も行われている。"),
    ("茶道",
     "茶道は、湯を沸かし、茶を点て、客にふるまう日本の伝統的な様式である。和敬清寂の精神を重んじ、書や花、道具の扱いなど幅広い教養を含む。千利休によって大成されたとされる。"),
    ("ミツバチ",
     "ミツバチは、ハチ目ミツバチ科ミツバチ属に属する昆虫の総称である。一匹の女王蜂と多数の働き蜂からなる巣を作り、蜂蜜を貯える。農作物の受粉を担う重要な昆虫である。"),
    ("月",
     "月は、地球の唯一の自然衛星である。地球からの平均距離は約38万キロメートルで、潮汐固定により常に同じ面を地球に向けている。月の引力は潮の満ち引きを生む。"),
    ("灯台",
     "灯台は、船舶の航行の目印とするために光を発する塔状の施設である。岬や島、港の入り口などに設置され、危険な場所や安全な航路を知らせる。現在では多くが自動化されている。"),
    ("カワセミ",
     "カワセミは、ブッポウソウ目カワセミ科に分類される鳥類の一種である。青い背中と橙色の腹が特徴で、水辺の枝から水中に飛び込んで魚を捕らえる。「清流の宝石」とも呼ばれる。"),
    ("コーヒー",
     "コーヒーは、焙煎したコーヒー豆を挽いて湯で抽出した飲料である。カフェインを含み、世界で最も広く飲まれている飲料の一つである。主要な国際商品としても取引されている。"),
    ("Rust (プログラミング言語)",
     "Rustは、性能と安全性、並行性を重視した汎用プログラミング言語である。所有権と借用の仕組みにより、ガベージコレクションなしでメモリ安全性を保証する。2015年に最初の安定版が公開された。"),
    ("漫画",
     "漫画は、絵と文字を組み合わせてコマ割りで物語や笑いを表現する表現形式である。日本では雑誌連載と単行本を中心に発展し、近年はウェブ漫画も多い。"),
]

EN_PLACE_A = ["Alder", "Birch", "Cold", "Dun", "East", "Fern", "Glen", "Hart", "Iron", "Kings", "Lark", "Mill", "North", "Oak", "Pen", "Quarry", "Raven", "Stone", "Thorn", "Wester"]
EN_PLACE_B = ["moor", "ford", "bridge", "wick", "dale", "stead", "haven", "mouth", "field", "combe"]
EN_REGIONS = ["Northmere", "the Lanmouth Valley", "Greyfell", "the Western Reach", "Saltmarsh County"]
EN_FIRST = ["Ada", "Bram", "Clara", "Dorian", "Edith", "Felix", "Greta", "Hugo", "Iris", "Jonas", "Lena", "Milo", "Nora", "Otto", "Petra", "Rufus"]
EN_LAST = ["Ashby", "Brennan", "Calloway", "Draper", "Ellery", "Fairweather", "Goodwin", "Holloway", "Ingram", "Jessup", "Kettering", "Lowell"]
EN_JOBS = [("painter", "landscapes of coastal villages"), ("engineer", "the design of light suspension bridges"),
           ("botanist", "a survey of mountain mosses"), ("composer", "choral works and film scores"),
           ("chess player", "an aggressive opening that bears their name"), ("astronomer", "the discovery of two short-period comets")]
EN_SPECIES = ["beetle", "moth", "frog", "orchid", "fern", "snail", "warbler", "lizard"]
EN_SPECIES_ADJ = ["Lesser", "Greater", "Spotted", "Banded", "Northern", "Pale", "Crested", "Golden"]

JA_PLACE_A = ["青", "赤", "白", "黒", "東", "西", "南", "北", "大", "小", "高", "新", "古", "長", "広", "松"]
JA_PLACE_B = ["川町", "田村", "山市", "浜町", "野村", "原市", "沢町", "島村"]
JA_PREF = ["架空県", "北海原県", "南陽県", "東峰県"]
JA_SPECIES_A = ["オオ", "コ", "ホシ", "シマ", "キ", "アカ", "ミヤマ", "ハマ"]
JA_SPECIES_B = ["カミキリ", "シジミ", "ガエル", "ラン", "シダ", "マイマイ", "ムシクイ", "トカゲ"]


def english(rng):
    out = list(EN_HAND)
    for a in EN_PLACE_A:
        for b in rng.sample(EN_PLACE_B, 6):
            name = a + b
            pop = rng.randint(800, 95000)
            year = rng.choice([1086, 1201, 1340, 1612, 1788, 1851])
            kind = "town" if pop > 5000 else "village"
            region = rng.choice(EN_REGIONS)
            out.append((name, (f"{name} is a {kind} and civil parish in {region}, an invented region used in sample data. "
                              f"It had a population of {pop:,} at the last census. The settlement is first recorded in {year} "
                              f"and grew around a market and a crossing of the local river. Its parish church and a row of weavers' cottages are listed buildings.")))
    for first in EN_FIRST:
        last = rng.choice(EN_LAST)
        job, known = rng.choice(EN_JOBS)
        born = rng.randint(1820, 1990)
        out.append((f"{first} {last}", (f"{first} {last} (born {born}) is a fictional {job} known for {known}. "
                                        f"{last} studied in {rng.choice(EN_REGIONS)} and worked there for most of their career. "
                                        f"Their work received several regional awards and is held in public collections.")))
    for adj in EN_SPECIES_ADJ:
        for sp in rng.sample(EN_SPECIES, 4):
            name = f"{adj} {sp}"
            out.append((name.capitalize(), (f"The {name} is an invented species of {sp} described for sample data. "
                                           f"It lives in damp woodland and along streams in {rng.choice(EN_REGIONS)}. "
                                           f"Adults are active from {rng.choice(['April', 'May', 'June'])} to {rng.choice(['August', 'September'])}, "
                                           f"and the species is considered locally common.")))
    return out


def japanese(rng):
    out = list(JA_HAND)
    for a in JA_PLACE_A:
        for b in rng.sample(JA_PLACE_B, 4):
            name = a + b
            pop = rng.randint(800, 95000)
            pref = rng.choice(JA_PREF)
            out.append((name, (f"{name}は、{pref}にある架空の自治体である。人口は{pop:,}人。"
                              f"江戸時代には宿場町として栄え、現在は農業と観光が主な産業である。町内には古い寺社や温泉がある。")))
    for a in JA_SPECIES_A:
        for b in rng.sample(JA_SPECIES_B, 4):
            name = a + b
            out.append((name, (f"{name}は、サンプルデータのために創作された生物の一種である。"
                              f"{rng.choice(JA_PREF)}の山地の渓流沿いに生息し、{rng.randint(4, 6)}月から{rng.randint(8, 10)}月に見られる。"
                              f"地域によっては個体数が減少している。")))
    return out


def article_records(pairs, rng, first_id):
    records = []
    for index, (title, text) in enumerate(pairs):
        pageid = first_id + index * 7919 + rng.randint(0, 7000)
        size = len(text.encode("utf-8")) * rng.randint(12, 40)
        words = len(text.split()) if text.count(" ") > 5 else len(text) // 2
        day = rng.randint(1, 28)
        month = rng.randint(1, 12)
        stamp = f"2026-{month:02d}-{day:02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}Z"
        records.append({"pageid": pageid, "title": title, "text": text, "size": size,
                        "wordcount": words * rng.randint(10, 30), "timestamp": stamp})
    return records


def build():
    rng = random.Random(20260714)
    return {"en": article_records(english(rng), rng, 10_000),
            "ja": article_records(japanese(rng), rng, 2_000_000)}
