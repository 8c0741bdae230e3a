import Models
import ViewModels

// The news page is the largest page Kiosk renders (32 headlines, 48 editions, the topics), so its
// Outputs write their tree directly; each field list follows the type's declaration, as its
// synthesized `Encodable` conformance does. The rarely shown parts (an unknown edition's choices,
// an upstream problem) still go through `Encodable`.

extension NewsViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.string("state", state.rawValue)
        object.bool("isLoading", isLoading)
        object.string("title", title)
        object.string("heading", heading)
        object.string("editionLine", editionLine)
        object.list("headlines", headlines)
        object.string("headlinesLanguage", headlinesLanguage)
        object.string("headlinesDirection", headlinesDirection)
        object.string("viaGoogle", viaGoogle)
        object.bool("linksViaGoogle", linksViaGoogle)
        object.string("emptyNotice", emptyNotice)
        object.string("loadingNotice", loadingNotice)
        object.string("inputNotice", inputNotice)
        object.encoded("editionChoices", editionChoices)
        object.object("updated", updated)
        object.string("refreshNotice", refreshNotice)
        object.string("timeZoneNote", timeZoneNote)
        object.encoded("problem", problem)
        object.object("refresh", refresh)
        object.object("source", source)
        object.object("navigation", navigation)
    }
}

extension NewsViewModel.Outputs: TemplateOnlyFields {
    /// `marksHeadlinesLanguage`: false for the page language's own edition (de-DE on a German page),
    /// whose headlines need no `lang` of their own, since the page's says it. Marking each of 32
    /// headlines three times was 2 KB of every such page, to render and to compress. The pseudo-locale
    /// has an edition (en-US) but is not its language, so its headlines keep their mark.
    var templateOnlyFields: [(name: String, value: Bool)] {
        let page = Language(rawValue: chrome.lang) ?? .en
        let isPagesOwn = page != .pseudo && headlinesLanguage == NewsEdition.defaultEdition(for: page).textLanguage
        return [("marksHeadlinesLanguage", !isPagesOwn)]
    }
}

extension Chrome: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("lang", lang)
        object.string("dir", dir)
        object.string("siteName", siteName)
        object.string("homeHref", homeHref)
        object.string("skipLinkLabel", skipLinkLabel)
        object.string("navigationLabel", navigationLabel)
        object.list("sections", sections)
        object.list("languages", languages)
        object.string("languageLabel", languageLabel)
        object.string("currentLanguageName", currentLanguageName)
        object.string("footerText", footerText)
        object.object("settingsLink", settingsLink)
        object.object("openSearch", openSearch)
        object.object("search", search)
    }
}

extension Chrome.HeaderSearch: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.string("label", label)
        object.string("placeholder", placeholder)
        object.string("submitLabel", submitLabel)
        object.string("lang", lang)
        object.string("suggestionsURL", suggestionsURL)
        object.int("maximumLength", maximumLength)
    }
}

extension Chrome.LanguageLink: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.string("href", href)
        object.string("lang", lang)
        object.string("dir", dir)
        object.bool("marksDirection", marksDirection)
        object.bool("isCurrent", isCurrent)
    }
}

extension Chrome.Link: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.string("href", href)
        object.bool("isCurrent", isCurrent)
    }
}

extension NewsViewModel.Headline: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("id", id)
        object.string("title", title)
        object.string("publisher", publisher)
        object.string("href", href)
        object.string("feedHref", feedHref)
        object.object("published", published)
        object.string("site", site)
        object.string("siteHref", siteHref)
        object.list("related", related)
    }
}

extension NewsViewModel.Related: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("title", title)
        object.string("publisher", publisher)
        object.string("href", href)
    }
}

extension NewsViewModel.Stamp: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.string("datetime", datetime)
    }
}

extension NewsViewModel.Updated: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("before", before)
        object.object("time", time)
        object.string("after", after)
        object.int("ageSeconds", ageSeconds)
        object.string("ageWords", ageWords)
    }
}

extension NewsViewModel.Field: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("name", name)
        object.string("value", value)
    }
}

extension NewsViewModel.RefreshForm: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.list("fields", fields)
        object.string("buttonLabel", buttonLabel)
        object.string("note", note)
    }
}

extension NewsViewModel.Navigation: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("topicsLabel", topicsLabel)
        object.list("topics", topics)
        object.object("edition", edition)
        object.object("search", search)
        object.object("feed", feed)
    }
}

extension NewsViewModel.EditionForm: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.string("label", label)
        object.string("buttonLabel", buttonLabel)
        object.list("options", options)
        object.list("fields", fields)
    }
}

extension NewsViewModel.EditionForm.Option: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("value", value)
        object.string("label", label)
        object.bool("isSelected", isSelected)
    }
}

extension NewsViewModel.SearchForm: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.string("label", label)
        object.string("buttonLabel", buttonLabel)
        object.string("query", query)
        object.int("maxLength", maxLength)
        object.string("hint", hint)
        object.list("fields", fields)
    }
}
