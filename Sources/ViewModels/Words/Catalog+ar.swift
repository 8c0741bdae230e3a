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
        titleUnreadable: "تعذّرت قراءة عنوان المقالة.")
}

// MARK: - news

extension NewsWords {
    static let ar = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let ar = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let ar = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let ar = HomeWords()
}

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
            "يجب أن تكون قيمة lang رمز إحدى نسخ ويكيبيديا (ja وen وde وfr وar…)، لا \(wikiAR.quoted($0)). يمكنك البحث في /search?lang=ar."
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
    static let ar = SettingsWords()
}

// MARK: - end
