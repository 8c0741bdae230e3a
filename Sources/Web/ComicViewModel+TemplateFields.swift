import ViewModels

// A comic page is the most requested cold page (readers click through comics one by one), so its
// Outputs write their tree directly, as the news page's do; each field list follows the type's
// declaration, as its synthesized `Encodable` conformance does. The rarely shown parts (an upstream
// problem, a transcript) still go through `Encodable`.

extension ComicViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.string("state", state.rawValue)
        object.string("title", title)
        object.string("heading", heading)
        object.int("requestedNumber", requestedNumber)
        object.int("latestNumber", latestNumber)
        object.object("comic", comic)
        object.string("message", message)
        object.encoded("problem", problem)
        object.object("navigation", navigation)
        object.object("searchForm", searchForm)
        object.encoded("transcript", transcript)
        object.object("feed", feed)
    }
}

extension ComicDisplay: TemplateFields {
    func write(to object: TemplateObject) {
        object.int("number", number)
        object.string("numberLabel", numberLabel)
        object.string("title", title)
        object.object("image", image)
        object.string("altText", altText)
        object.string("altTextLabel", altTextLabel)
        object.string("interactiveNotice", interactiveNotice)
        object.string("published", published)
        object.string("publishedISO", publishedISO)
        object.string("publishedLabel", publishedLabel)
        object.object("permalink", permalink)
        object.object("original", original)
        object.object("explanation", explanation)
        object.object("extraLink", extraLink)
        object.string("news", news)
    }
}

extension ComicDisplay.Image: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("src", src)
        object.string("srcset", srcset)
        object.string("alt", alt)
    }
}

extension ComicNavigation: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.list("items", items)
    }
}

extension ComicNavigation.Item: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("kind", kind.rawValue)
        object.string("text", text)
        object.string("accessibleName", accessibleName)
        object.string("href", href)
        object.string("rel", rel)
        object.string("accessKey", accessKey)
        object.bool("isAvailable", isAvailable)
    }
}

extension ComicSearchForm: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.string("label", label)
        object.string("query", query)
        object.string("lang", lang)
        object.string("submitLabel", submitLabel)
        object.string("placeholder", placeholder)
        object.string("suggestionsURL", suggestionsURL)
    }
}
