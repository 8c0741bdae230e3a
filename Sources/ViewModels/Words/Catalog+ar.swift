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

private let wikiAR = Formats(.ar)

extension SearchWords {
    static let ar = SearchWords(
        heading: "البحث في ويكيبيديا",
        inputLabel: "كلمات البحث",
        limitLabel: "عدد النتائج في الصفحة",
        submit: "بحث",
        emptyTitle: "بحث",
        resultsLabel: "نتائج البحث",
        pagerLabel: "صفحات النتائج",
        previous: "→ السابق",
        next: "التالي ←",
        editedLabel: "آخر تعديل:",
        originalLabel: "في ويكيبيديا",
        didYouMeanPrefix: "هل تقصد",
        didYouMeanSuffix: "؟",
        resultCount: { total, text in
            let quoted = wikiAR.quoted(text)
            let number = wikiAR.number(total)
            return wikiAR.plural(
                total, zero: "لا نتائج للبحث عن \(quoted)", one: "نتيجة واحدة للبحث عن \(quoted)",
                two: "نتيجتان للبحث عن \(quoted)", few: "\(number) نتائج للبحث عن \(quoted)",
                many: "\(number) نتيجة للبحث عن \(quoted)", other: "\(number) نتيجة للبحث عن \(quoted)")
        },
        resultRange: { "النتائج \(wikiAR.number($0))–\(wikiAR.number($1)) من \(wikiAR.number($2))" },
        wordCount: { count in
            let number = wikiAR.number(count)
            return wikiAR.plural(
                count, zero: "لا كلمات", one: "كلمة واحدة", two: "كلمتان", few: "\(number) كلمات", many: "\(number) كلمة",
                other: "\(number) كلمة")
        },
        noResults: { "لا توجد مقالات تطابق \(wikiAR.quoted($0))." },
        noMoreResults: { "لا توجد نتائج أخرى للبحث عن \(wikiAR.quoted($0))." },
        emptySubmit: "اكتب كلمة أو عبارة للبحث عنها في ويكيبيديا، ثم اضغط Enter أو «بحث». الكلمات القصيرة تصلح أيضًا.",
        tooLong: {
            "لا يتجاوز البحث \(wikiAR.number($0)) حرف، وفي هذا البحث \(wikiAR.number($1)). يُرجى تقصيره."
        },
        badLimit: { "يجب أن تكون قيمة limit عددًا صحيحًا من 1 إلى \(wikiAR.number($0))، لا \(wikiAR.quoted($1))." },
        badOffset: { "يجب أن تكون قيمة offset عددًا صحيحًا من 0 إلى \(wikiAR.number($0))، لا \(wikiAR.quoted($1))." },
        formWrongType: { "يُرسَل نموذج البحث بصيغة application/x-www-form-urlencoded، لا بصيغة \($0)." },
        formUnreadable: { "تعذّرت قراءة النموذج: \($0)." },
        openSearchName: "Kiosk ويكيبيديا",
        openSearchDescription: "البحث في ويكيبيديا عبر Kiosk، بالعربية")
}

// MARK: - article

extension ArticleWords {
    static let ar = ArticleWords(
        contents: "المحتويات",
        noteLink: "اعرضها في قائمة الملاحظات",
        backToText: "العودة إلى النص",
        leavesKiosk: "(خارج Kiosk)",
        otherLanguages: "لغات أخرى",
        truncated: "هذه المقالة أطول مما يعرضه Kiosk؛ بقيتها في ويكيبيديا.",
        redirectedFrom: { "تم التحويل من \(wikiAR.quoted($0))" },
        licenceText: "هذه المقالة من ويكيبيديا، وهي متاحة بموجب ترخيص",
        originalArticle: "المقالة الأصلية",
        history: "تاريخها ومؤلفوها",
        notFound: { "لا توجد في ويكيبيديا مقالة بعنوان \(wikiAR.quoted($0))." },
        searchFor: { "ابحث عن \(wikiAR.quoted($0))" },
        titleTooLong: { "لا يتجاوز عنوان المقالة \($0) بايت بترميز UTF-8، وفي هذا العنوان \(wikiAR.number($1))." },
        titleUnreadable: "تعذّرت قراءة عنوان المقالة.",
        backToTop: "العودة إلى الأعلى",
        largerImage: "صورة أكبر",
        close: "إغلاق",
        scrollsSideways: "يمكن تمريره أفقيًا")
}

// MARK: - news

extension NewsWords {
    static let ar = NewsWords(
        topStories: "أهم الأخبار",
        world: "العالم",
        nation: "محلي",
        business: "الأعمال",
        technology: "التكنولوجيا",
        entertainment: "الترفيه",
        sports: "الرياضة",
        science: "العلوم",
        health: "الصحة",
        searchHeading: { "بحث: \($0)" },
        topicsLabel: "الموضوعات",
        loadingTitle: "جارٍ التحميل",
        editionLine: { "الإصدار: \($0)" },
        noSearchHeadlines: "لا توجد عناوين تطابق هذا البحث.",
        noHeadlines: "لا توجد عناوين الآن.",
        loadingNotice: "جارٍ جلب أحدث العناوين… ستتحدّث هذه الصفحة تلقائيًا.",
        viaGoogle: "الرابط عبر أخبار Google",
        refreshButton: "تحديث العناوين",
        refreshNote: { "يطلب Kiosk عناوين جديدة من أخبار Google مرة واحدة على الأكثر كل \(arSeconds.text($0, arFormats))." },
        refreshNotice: { age, wait in
            (age < 5 ? "حُدّثت العناوين للتو." : "حُدّثت العناوين قبل \(arSeconds.text(age, arFormats)).")
                + " يمكنك التحديث مجددًا بعد \(arSeconds.text(wait, arFormats))."
        },
        openGoogleNews: "فتح أخبار Google",
        googleNews: "أخبار Google",
        atomFeed: "خلاصة Atom لهذه الصفحة",
        joined: { "\($0) · \($1)" },
        updatedBefore: "آخر تحديث: ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(
            zero: "منذ {n} ثانية", one: "منذ ثانية واحدة", two: "منذ ثانيتين", few: "منذ {n} ثوانٍ", many: "منذ {n} ثانية",
            other: "منذ {n} ثانية"),
        minutesAgo: PluralPattern(
            zero: "منذ {n} دقيقة", one: "منذ دقيقة واحدة", two: "منذ دقيقتين", few: "منذ {n} دقائق", many: "منذ {n} دقيقة",
            other: "منذ {n} دقيقة"),
        hoursAgo: PluralPattern(
            zero: "منذ {n} ساعة", one: "منذ ساعة واحدة", two: "منذ ساعتين", few: "منذ {n} ساعات", many: "منذ {n} ساعة",
            other: "منذ {n} ساعة"),
        daysAgo: PluralPattern(
            zero: "منذ {n} يوم", one: "منذ يوم واحد", two: "منذ يومين", few: "منذ {n} أيام", many: "منذ {n} يومًا",
            other: "منذ {n} يوم"),
        clockTime: { arFormats.time($0, timeZone: $1) },
        zoneNote: { "المنطقة الزمنية: \(NewsWords.zoneName($0, .ar))" },
        editionLabel: "الإصدار",
        showButton: "عرض",
        searchLabel: "البحث في الأخبار",
        searchPageHeading: "البحث في الأخبار",
        searchButton: "بحث",
        // The Latin operators sit in isolates (U+2066 … U+2069), so the Arabic commas and the
        // closing full stop stay where an Arabic reader expects them.
        searchHint:
            "تعمل عوامل البحث في أخبار Google: \"كلمات مطابقة\"، -استبعاد، \u{2066}OR\u{2069}، \u{2066}site:example.com\u{2069}، \u{2066}when:7d\u{2069} (آخر 7 أيام).",
        unknownEdition: { "\(arFormats.quoted($0)) ليس من إصدارات أخبار Google. اختر أحد هذه الإصدارات:" },
        chooseEdition: "اختر إصدارًا",
        emptyQuery: "اكتب ما تريد البحث عنه في المربع أعلاه.",
        queryTooLong: { length, maximum in
            "عدد أحرف هذا البحث \(arFormats.number(length))، والحد الأقصى في أخبار Google هو \(arFormats.number(maximum)). يُرجى تقصيره."
        },
        unknownTopic: { "لا يوجد قسم أخبار باسم \(arFormats.quoted($0)). الأقسام هي: \($1)." },
        unknownRefreshTopic: { "لا يوجد قسم أخبار باسم \(arFormats.quoted($0)) لتحديثه." },
        unreadableRefreshForm: "تعذّرت قراءة نموذج التحديث.",
        refreshNamesNoFeed: "لا يشير نموذج التحديث إلى أي خلاصة أخبار: إصدار غير معروف، أو بحث فارغ أو طويل جدًا.",
        linkHeading: "تعذّر على Kiosk فتح هذا الخبر مباشرةً",
        linkChoices: "يمكنك فتحه عبر أخبار Google، أو العودة إلى العناوين.",
        linkViaGoogle: "المتابعة عبر أخبار Google (ستعرف Google بهذه الزيارة)",
        linkBack: "العودة إلى العناوين",
        linkOff: "ضُبط Kiosk هذا على عدم البحث عن الروابط الأصلية للأخبار.",
        linkBusy: "يبحث Kiosk الآن عن روابط أخبار كثيرة، وقد استنفد حصته مؤقتًا. يُرجى المحاولة مجددًا بعد دقيقة.",
        linkRateLimited: "طلبت أخبار Google من Kiosk الانتظار قبل البحث عن مزيد من روابط الأخبار.",
        linkUnreachable: "سأل Kiosk أخبار Google عن مكان هذا الخبر، لكنه لم يتلقَّ ردًا في الوقت المحدد.",
        linkProtocolChanged: "تعذّر على Kiosk قراءة رد أخبار Google؛ ربما غيّرت Google طريقة عمل روابط الأخبار.",
        linkRefused:
            "أعطت أخبار Google رابطًا لا يوجّه Kiosk القرّاء إليه: فهو ليس صفحة ويب، أو يشير إلى شبكة خاصة أو إلى Kiosk نفسه.",
        linkIDTooLong: { "معرّف الخبر هذا طويل جدًا: الحد الأقصى لطول المعرّف هو \(arFormats.number($0))." },
        linkIDInvalid: "هذا ليس معرّف خبر من أخبار Google: تتكوّن المعرّفات من الحروف والأرقام و«-» و«_» فقط.")
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
    static let ar = HomeWords(
        heading: "اليوم على Kiosk",
        dateLine: { HomeWords.fullDate($0, $1, localeIdentifier: "ar") + " · " + NewsWords.zoneName($1, .ar) },
        reload: "إعادة التحميل",
        notReady: { "لا يزال Kiosk ينتظر ردّ \($0)." },
        wikipediaHeading: "ويكيبيديا اليوم",
        feedDateNote: { "المحتوى المختار ليوم \(arFormats.date($0)) في ويكيبيديا (بالتوقيت العالمي المنسق)." },
        featuredLabel: "مقالة اليوم المختارة",
        newsLabel: "في الأخبار",
        onThisDayLabel: "في مثل هذا اليوم",
        mostReadLabel: "الأكثر قراءة أمس",
        pictureLabel: "صورة اليوم",
        searchWikipedia: "البحث في ويكيبيديا",
        atomFeed: "خلاصة Atom",
        noFeed: "لا تحتوي ويكيبيديا بهذه اللغة على محتوى مختار لهذا اليوم.",
        missingParts: {
            "لا تحتوي ويكيبيديا بهذه اللغة في هذا اليوم على: " + $0.map(arFormats.quoted).joined(separator: "، ") + "."
        },
        views: {
            PluralPattern(
                zero: "{n} مشاهدة", one: "مشاهدة واحدة", two: "مشاهدتان", few: "{n} مشاهدات", many: "{n} مشاهدة",
                other: "{n} مشاهدة"
            ).text($0, arFormats)
        },
        year: { $0 < 0 ? "\(-$0) ق.م" : String($0) },
        headlinesHeading: "أبرز العناوين",
        allHeadlines: "كل العناوين",
        readComics: "قراءة xkcd",
        moviesHeading: "الأفلام الرائجة اليوم",
        findMovies: "البحث عن أفلام")
}

private let arFormats = Formats(.ar)
/// A duration in seconds after قبل / بعد / كل (genitive: ثانيتين).
private let arSeconds = PluralPattern(
    zero: "{n} ثانية", one: "ثانية واحدة", two: "ثانيتين", few: "{n} ثوانٍ", many: "{n} ثانية", other: "{n} ثانية")

// MARK: - problems

extension ProblemWords {
    static let ar = ProblemWords(
        badRequest: "في الطلب خطأ",
        notFound: "الصفحة غير موجودة",
        methodNotAllowed: "طريقة الطلب غير مسموح بها",
        tooSlow: "استغرق الطلب وقتًا أطول من اللازم",
        tooLarge: "الطلب كبير جدًا",
        addressTooLong: "العنوان طويل جدًا",
        unsupportedSubmission: "هذا النوع من الإرسال غير مقبول",
        headersTooLarge: "ترويسات الطلب كبيرة جدًا",
        notSupported: "غير مدعوم",
        busy: "الخادم مشغول الآن",
        tooManyRequests: "صفحات جديدة كثيرة في وقت قصير",
        versionNotSupported: "إصدار HTTP هذا غير مدعوم",
        failure: "حدث خطأ من جهتنا",
        noPage: "لا توجد صفحة على هذا العنوان.",
        methodsAllowed: { "لا يستجيب هذا العنوان إلا لـ \($0)." },
        unexpected: "منع خطأ غير متوقع عرض هذه الصفحة.",
        tooManyRequestsDetail: {
            "طُلب من هذا العنوان في وقت قصير صفحات جديدة أكثر مما يحتاجه قارئ واحد، وعلى Kiosk أن يجلب كلًّا منها من مصادره. وحرصًا على عدم إثقال هذه المصادر، لن يجلب Kiosk المزيد لهذا العنوان الآن؛ أما الصفحات التي جُلبت من قبل فما زالت تُفتح. "
                + arRetry($0)
        },
        retryAfter: arRetry,
        incident: { "رقم المرجع: \($0)" },
        homeLink: "العودة إلى الصفحة الرئيسية",
        badHost: "يجب أن تذكر ترويسة Host هذا الموقع (اسم مضيف ومنفذًا اختياريًا).",
        unknownWiki: {
            "يجب أن تكون قيمة \($0) رمز إحدى نسخ ويكيبيديا (ja وen وde وfr وar…)، لا \(wikiAR.quoted($1))."
        },
        unknownLanguage: { "يجب أن تكون قيمة lang أحد هذه الرموز: \($0)، لا \(wikiAR.quoted($1))." },
        sourceName: { source in
            switch source {
            case .wikipedia: "ويكيبيديا"
            case .news: "أخبار Google"
            default: source.displayName
            }
        },
        timedOut: { "لم يصل رد من \($0) في الوقت المحدد." },
        coolingDown: { "طلب \($0) تخفيف الطلبات، لذا ينتظر Kiosk قبل أن يسأل من جديد." },
        notConfigured: { "لم يُضبط \($0) بعد: \($1)." },
        unreachable: { "تعذّر على Kiosk الوصول إلى \($0)." },
        httpError: { "وصل من \($0) رد بخطأ (HTTP \($1))." },
        unreadable: { "وصل من \($0) رد لم يستطع Kiosk قراءته." },
        openOn: { "افتح هذا في \($0)" },
        staleNotice: { "يُعرض ما حفظه Kiosk \($0)." },
        secondsAgo: {
            arAgo($0, one: "ثانية واحدة", two: "ثانيتين", few: "ثوانٍ", many: "ثانية", other: "ثانية")
        },
        minutesAgo: {
            arAgo($0, one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة", other: "دقيقة")
        },
        hoursAgo: { arAgo($0, one: "ساعة واحدة", two: "ساعتين", few: "ساعات", many: "ساعة", other: "ساعة") },
        daysAgo: { arAgo($0, one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا", other: "يوم") })
}

/// `منذ 5 دقائق`: one and two are said in words, the rest as a number and the unit's form for it.
private func arAgo(_ count: Int, one: String, two: String, few: String, many: String, other: String) -> String {
    let number = wikiAR.number(count)
    return "منذ "
        + wikiAR.plural(
            count, zero: "\(number) \(other)", one: one, two: two, few: "\(number) \(few)", many: "\(number) \(many)",
            other: "\(number) \(other)")
}

private func arRetry(_ seconds: Int) -> String {
    let number = wikiAR.number(seconds)
    return "أعد المحاولة بعد "
        + wikiAR.plural(
            seconds, zero: "\(number) ثانية", one: "ثانية واحدة", two: "ثانيتين", few: "\(number) ثوانٍ",
            many: "\(number) ثانية", other: "\(number) ثانية") + "."
}

// MARK: - settings

extension SettingsWords {
    static let ar = SettingsWords(
        heading: "الإعدادات",
        intro:
            "لا يستخدم Kiosk ملفات تعريف الارتباط، لذا تُحفظ اختياراتك في عنوان الصفحة. اخترها هنا، ثم أضف الروابط أدناه إلى المفضلة.",
        interfaceLanguage: "لغة الواجهة",
        interfaceLanguageHint: "لغة القوائم والأزرار والرسائل في Kiosk.",
        wikipediaLanguage: "لغة ويكيبيديا",
        wikipediaLanguageHint: "ويكيبيديا التي تبحث فيها وتقرأ مقالاتها.",
        newsEdition: "إصدار الأخبار",
        newsEditionHint: "بلد العناوين ولغتها.",
        movieRegion: "منطقة الأفلام",
        movieRegionHint: "أماكن المشاهدة وتواريخ العرض والتصنيف العمري في هذا البلد.",
        submit: "اعرض روابطي",
        bookmarksHeading: "روابطك",
        bookmarksIntro: "يفتح كل رابط قسمًا من Kiosk بهذه الإعدادات. أضف ما تستخدمه منها إلى المفضلة.",
        homePage: "الصفحة الرئيسية",
        unknownEdition: { "«\($0)» ليس إصدارًا للأخبار. اختر إصدارًا من القائمة." })
}

// MARK: - end
