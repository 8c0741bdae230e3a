import ViewModels

// A film search lists twenty cards, each with a poster, a year and a rating: its Outputs write
// their tree directly, as the news page's do; each field list follows the type's declaration, as
// its synthesized `Encodable` conformance does. An upstream problem and the setup help, rarely
// shown, still go through `Encodable`.

extension MovieSearchViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.string("title", title)
        object.string("heading", heading)
        object.object("form", form)
        object.string("summary", summary)
        object.string("resultsHeading", resultsHeading)
        object.list("results", results)
        object.object("pager", pager)
        object.object("notice", notice)
        object.encoded("problem", problem)
        object.encoded("setupHelp", setupHelp)
        object.object("attribution", attribution)
    }
}

extension MovieSearchViewModel.Outputs.Form: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.string("label", label)
        object.string("placeholder", placeholder)
        object.string("buttonLabel", buttonLabel)
        object.string("query", query)
        object.string("lang", lang)
        object.string("region", region)
        object.string("hint", hint)
    }
}

extension MovieSearchViewModel.Outputs.Notice: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.object("link", link)
    }
}

extension MovieCard: TemplateFields {
    func write(to object: TemplateObject) {
        object.int("id", id)
        object.string("title", title)
        object.string("titleLang", titleLang)
        object.string("href", href)
        object.string("posterURL", posterURL)
        object.string("posterAlt", posterAlt)
        object.string("placeholderText", placeholderText)
        object.string("year", year)
        object.object("rating", rating)
    }
}

extension MovieRating: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.string("votes", votes)
        object.string("accessibleText", accessibleText)
    }
}

extension MoviePager: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.string("position", position)
        object.string("previousLabel", previousLabel)
        object.string("nextLabel", nextLabel)
        object.string("previousHref", previousHref)
        object.string("nextHref", nextHref)
    }
}

extension TMDBAttribution: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.string("linkLabel", linkLabel)
        object.string("href", href)
    }
}
