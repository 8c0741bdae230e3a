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
    static let ar = ProblemWords()
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
