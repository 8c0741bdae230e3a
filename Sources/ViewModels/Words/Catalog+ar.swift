import Foundation
import Models

// Arabic: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let ar = Catalog(
        .ar, chrome: .ar, search: .ar, article: .ar, news: .ar, comics: .ar, movies: .ar,
        home: .ar, problems: .ar, settings: .ar)
}

// MARK: - chrome

extension ChromeWords {
    static let ar = ChromeWords(
        skipToContent: "انتقل إلى المحتوى",
        sectionsLabel: "الأقسام",
        wikipedia: "ويكيبيديا",
        wikipediaSearch: "البحث في ويكيبيديا",
        news: "الأخبار",
        movies: "الأفلام",
        footer: "يعرض Kiosk ويكيبيديا وأخبار Google وxkcd وTMDB دون أن يراك أي طرف ثالث.",
        searchLabel: "ابحث في ويكيبيديا",
        searchButton: "بحث",
        languageLabel: "اللغة",
        settings: "الإعدادات",
        sampleDataNotice: "وضع عدم الاتصال: كل ما يظهر هنا بيانات تجريبية.")
}

// MARK: - search

extension SearchWords {
    static let ar = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let ar = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let ar = NewsWords()
}

// MARK: - comics

private let comicsF = Formats(.ar)

/// The reader's text in «», isolated (FSI … PDI) so a Latin query and the numbers after it keep
/// their order in a right-to-left sentence.
private func comicsQuoted(_ text: String) -> String { comicsF.quoted("\u{2068}\(text)\u{2069}") }

/// "3 قصص مصورة", "11 قصة مصورة": the counted noun's form after a number, by CLDR category.
private func comicsCount(_ count: Int) -> String {
    comicsF.plural(
        count, zero: "\(comicsF.number(count)) قصة مصورة", one: "قصة مصورة واحدة", two: "قصتان مصورتان",
        few: "\(comicsF.number(count)) قصص مصورة", many: "\(comicsF.number(count)) قصة مصورة",
        other: "\(comicsF.number(count)) قصة مصورة")
}

extension ComicWords {
    static let ar = ComicWords(
        altTextLabel: "نص التلميح",
        interactiveNotice: "هذه القصة المصورة تفاعلية: لا تعمل إلا على xkcd.com.",
        publishedLabel: "تاريخ النشر",
        permalink: "رابط دائم",
        openOnXkcd: "عرضها على xkcd.com",
        explanation: "الشرح على explain xkcd",
        relatedLink: "رابط ذو صلة",
        feedLink: "موجز القصص المصورة الجديدة (Atom)",
        latest: "الأحدث",
        transcriptSummary: "التفريغ النصي",
        transcriptFrom: "التفريغ النصي من",
        transcriptPage: { "صفحة القصة رقم \($0) على explain xkcd" },
        notFoundHeading: { "لا توجد قصة xkcd رقم \($0)" },
        notFoundTitle: { "لا توجد القصة رقم \($0)" },
        skipped404: "تخطّى xkcd الرقم 404 عمدًا: دعابة على رسالة الخطأ «404 Not Found» في الويب.",
        notPublishedYet: { "لم تُنشر القصة رقم \($0) بعد. أحدث قصة مصورة هي رقم \($1)." },
        noSuchComic: "ليس لدى xkcd قصة مصورة بهذا الرقم.",
        notANumber: { "\(comicsQuoted($0)) ليس رقم قصة مصورة: استخدم عددًا صحيحًا مثل 1 أو 2000." },
        startsAtOne: { "تبدأ أرقام القصص المصورة من 1، لذا فإن \(comicsQuoted($0)) ليس رقمًا صالحًا." },
        tooLarge: { "\(comicsQuoted($0)) أكبر من أن يكون رقم قصة مصورة." },
        navigationLabel: "التنقل بين القصص المصورة",
        first: "الأولى",
        previousText: "→ السابق",
        previous: "السابق",
        randomText: "عشوائي",
        random: "قصة مصورة عشوائية",
        nextText: "التالي ←",
        next: "التالي",
        numbered: { "\($0) (رقم \($1))" },
        searchXkcd: "ابحث في xkcd",
        searchButton: "بحث",
        searchPlaceholder: "كلمات أو عنوان أو رقم",
        searchTitle: "البحث",
        resultsLabel: "القصص المصورة التي عُثر عليها",
        pagerLabel: "صفحات النتائج",
        previousPage: "→ السابق",
        nextPage: "التالي ←",
        emptySearch:
            "اكتب كلمة أو عبارة للبحث عنها في عناوين القصص المصورة ونصوص التلميح والتفريغات النصية، أو رقمًا لفتح تلك القصة.",
        searchTooLong: {
            "لا يتجاوز البحث \(comicsF.number($0)) حرف، وطول هذا البحث \(comicsF.number($1)). يُرجى تقصيره."
        },
        noResults: { "لا توجد قصص مصورة تطابق \(comicsQuoted($0))." },
        noMoreResults: { "لا توجد قصص مصورة أخرى تطابق \(comicsQuoted($0))." },
        resultSummary: { total, query, first, last in
            comicsF.plural(
                total, one: "قصة مصورة واحدة تطابق \(comicsQuoted(query))",
                two:
                    "قصتان مصورتان تطابقان \(comicsQuoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))",
                other:
                    "\(comicsCount(total)) تطابق \(comicsQuoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))")
        },
        indexProgress: {
            "فُهرس \(comicsF.number($0)) من أصل \(comicsCount($1)) حتى الآن، والباقي في الطريق."
        },
        indexBuilding: {
            "جارٍ بناء الفهرس: \(comicsCount($0)) حتى الآن، ويمكن البحث فيها فور وصولها."
        },
        indexName: "فهرس القصص المصورة في Kiosk",
        indexUnavailable:
            "البحث في القصص المصورة غير متاح الآن: لا يستطيع Kiosk قراءة فهرسه. أما القصص المصورة نفسها فما زالت تعمل.",
        searchElsewhere: "ابحث في explain xkcd بدلًا من ذلك",
        pageInvalid: { "يجب أن تكون page عددًا صحيحًا من 1 فصاعدًا، لا \(comicsQuoted($0))." })
}

// MARK: - movies

private let moviesF = Formats(.ar)

/// The reader's text in «», isolated as in the comics' words.
private func moviesQuoted(_ text: String) -> String { moviesF.quoted("\u{2068}\(text)\u{2069}") }

/// "3 أفلام", "11 فيلمًا", "100 فيلم": a count of movies as Arabic writes it after a number.
private func moviesCount(_ count: Int) -> String {
    let n = moviesF.number(count)
    return moviesF.plural(
        count, zero: "\(n) فيلم", one: "فيلم واحد", two: "فيلمان", few: "\(n) أفلام", many: "\(n) فيلمًا",
        other: "\(n) فيلم")
}

private func moviesVotes(_ count: Int) -> String {
    let n = moviesF.number(count)
    return moviesF.plural(
        count, zero: "\(n) صوت", one: "صوت واحد", two: "صوتان", few: "\(n) أصوات", many: "\(n) صوتًا",
        other: "\(n) صوت")
}

private func moviesPages(_ count: Int) -> String {
    let n = moviesF.number(count)
    return moviesF.plural(
        count, zero: "\(n) صفحة", one: "صفحة واحدة", two: "صفحتان", few: "\(n) صفحات", many: "\(n) صفحة",
        other: "\(n) صفحة")
}

extension MovieWords {
    static let ar = MovieWords(
        searchTitle: "البحث",
        pagedTitle: { "\($0) (الصفحة \(moviesF.number($1)))" },
        searchHeading: "البحث عن الأفلام",
        searchLabel: "عنوان الفيلم",
        searchPlaceholder: "مثال: Inception",
        searchButton: "بحث",
        searchHint: "اكتب عنوان فيلم للبحث عنه، مثل «Inception».",
        resultsHeading: "النتائج",
        resultSummary: { total, query in
            moviesF.plural(
                total, one: "فيلم واحد يطابق \(moviesQuoted(query))", two: "فيلمان يطابقان \(moviesQuoted(query))",
                other: "\(moviesCount(total)) تطابق \(moviesQuoted(query))")
        },
        noResults: { "لا توجد أفلام تطابق \(moviesQuoted($0))." },
        noSuchPage: { "لا توجد صفحة رقم \(moviesF.number($0)): نتائج هذا البحث \(moviesPages($1)) فقط." },
        lastPageLink: { "الانتقال إلى الصفحة الأخيرة (\(moviesF.number($0)))" },
        pageInvalid: { "يجب أن تكون page عددًا صحيحًا من 1 إلى \($0)، لا \(moviesQuoted($1))." },
        pagerLabel: "صفحات النتائج",
        pagePosition: { "الصفحة \(moviesF.number($0)) من \(moviesF.number($1))" },
        previousPage: "→ السابق",
        nextPage: "التالي ←",
        noPoster: "لا يوجد ملصق",
        notRated: "بلا تقييم",
        score: { "★ \($0)" },
        votes: moviesVotes,
        ratingSpoken: { "التقييم \($0) من 10 بناءً على \(moviesVotes($1))" },
        cannotShow: { "تعذّر عرض الفيلم \($0)" },
        notFoundHeading: "لم يُعثر على الفيلم",
        notFound: { "لا يوجد في TMDB فيلم بالمعرّف \($0)." },
        idInvalid: { "معرّف الفيلم عدد صحيح، لا \(moviesQuoted($0))." },
        backToResults: { "→ نتائج البحث عن \(moviesQuoted($0))" },
        backToSearch: "→ البحث عن الأفلام",
        originalTitle: "العنوان الأصلي",
        releasedIn: { "تاريخ الإصدار في \($0)" },
        released: "تاريخ الإصدار",
        ratedIn: { "التصنيف العمري في \($0)" },
        runtimeTerm: "المدة",
        runtime: {
            MovieWords.duration(
                $0, separator: " و",
                hours: { moviesF.plural($0, one: "ساعة واحدة", two: "ساعتان", few: "\($0) ساعات", other: "\($0) ساعة") },
                minutes: {
                    moviesF.plural($0, one: "دقيقة واحدة", two: "دقيقتان", few: "\($0) دقائق", other: "\($0) دقيقة")
                })
        },
        genresTerm: "الأنواع",
        genreList: { $0.joined(separator: "، ") },
        ratingTerm: "التقييم",
        overviewHeading: "نبذة",
        recommendationsHeading: "أفلام مقترحة",
        viewOnTMDB: "عرض على TMDB",
        castHeading: "أبرز الممثلين",
        crewHeading: "فريق العمل",
        directors: { _ in "إخراج" },
        writers: { _ in "تأليف" },
        music: { _ in "موسيقى" },
        watchHeading: { "أين تشاهده في \($0)" },
        notAvailable: { "غير متاح للبث في \($0)." },
        allWaysToWatch: "كل طرق المشاهدة على TMDB",
        justWatchCredit: "بيانات البث مقدَّمة من JustWatch.",
        stream: "اشتراك",
        free: "مجانًا",
        freeWithAds: "مجانًا مع إعلانات",
        rent: "استئجار",
        buy: "شراء",
        regionLabel: "المنطقة",
        regionsWithOffers: "مناطق تتوفر فيها عروض",
        showButton: "عرض",
        regionInvalid: {
            "يجب أن تكون region رمز بلد من حرفين، لا \(moviesQuoted($0)). المناطق المتاحة: \($1)."
        },
        attribution: "يستخدم هذا المنتج واجهة TMDB البرمجية، لكنه غير معتمد أو مصدَّق من TMDB.",
        setupHeading: "كيفية تفعيل TMDB",
        setupKey:
            "اضبط متغير البيئة TMDB_API_KEY على مفتاح TMDB API من الإصدار 3 أو رمز وصول للقراءة، ثم أعد تشغيل Kiosk.",
        setupWhere: "تحصل على المفاتيح من قسم API في إعدادات حسابك على themoviedb.org.",
        setupOffline: "لا يحتاج kiosk serve --offline إلى مفتاح: فهو يعرض بيانات تجريبية.")
}

// MARK: - home

extension HomeWords {
    static let ar = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let ar = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let ar = SettingsWords()
}

// MARK: - end
