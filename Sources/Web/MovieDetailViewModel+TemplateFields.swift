import ViewModels

// A film's page is its facts, cast, crew, where to watch it and a dozen recommendations: its Outputs
// write their tree directly, as the news page's do; each field list follows the type's declaration,
// as its synthesized `Encodable` conformance does. An upstream problem and the setup help, rarely
// shown, still go through `Encodable`.

extension MovieDetailViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.string("title", title)
        object.string("heading", heading)
        object.object("searchLink", searchLink)
        object.object("movie", movie)
        object.string("notFound", notFound)
        object.encoded("problem", problem)
        object.encoded("setupHelp", setupHelp)
        object.object("attribution", attribution)
    }
}

extension MovieDetailViewModel.Outputs.Fact: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("term", term)
        object.string("value", value)
        object.string("lang", lang)
    }
}

extension MovieDetailViewModel.Outputs.Movie: TemplateFields {
    func write(to object: TemplateObject) {
        object.int("id", id)
        object.string("title", title)
        object.string("contentLang", contentLang)
        object.string("originalTitle", originalTitle)
        object.string("tagline", tagline)
        object.string("backdropURL", backdropURL)
        object.string("posterURL", posterURL)
        object.string("posterAlt", posterAlt)
        object.string("placeholderText", placeholderText)
        object.list("facts", facts)
        object.string("ratingTerm", ratingTerm)
        object.object("rating", rating)
        object.string("overviewHeading", overviewHeading)
        object.string("overview", overview)
        object.object("watch", watch)
        object.object("people", people)
        object.string("recommendationsHeading", recommendationsHeading)
        object.list("recommendations", recommendations)
        object.object("tmdbLink", tmdbLink)
    }
}

extension MovieWatchSection: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("heading", heading)
        object.string("regionCode", regionCode)
        object.string("regionName", regionName)
        object.list("offers", offers)
        object.string("unavailable", unavailable)
        object.object("tmdbLink", tmdbLink)
        object.string("attribution", attribution)
        object.object("picker", picker)
    }
}

extension MovieWatchSection.Offer: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("kind", kind)
        object.string("label", label)
        object.list("providers", providers)
    }
}

extension MovieWatchSection.Provider: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("name", name)
        object.string("logoURL", logoURL)
    }
}

extension MovieWatchSection.Picker: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.string("label", label)
        object.string("buttonLabel", buttonLabel)
        object.list("fields", fields)
        object.list("options", options)
    }
}

extension MovieWatchSection.Picker.Field: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("name", name)
        object.string("value", value)
    }
}

extension MovieWatchSection.Picker.Option: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("code", code)
        object.string("name", name)
        object.bool("isSelected", isSelected)
    }
}

extension MoviePeople: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("castHeading", castHeading)
        object.list("cast", cast)
        object.string("crewHeading", crewHeading)
        object.list("crew", crew)
    }
}

extension MoviePeople.CastLine: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("name", name)
        object.string("character", character)
        object.string("href", href)
        object.string("pictureURL", pictureURL)
        object.string("initial", initial)
    }
}

extension MoviePeople.CrewLine: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("role", role)
        object.string("label", label)
        object.list("people", people)
    }
}

extension MoviePeople.CrewLine.Person: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("name", name)
        object.string("href", href)
    }
}
