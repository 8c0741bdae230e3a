import ViewModels

// The front page is the first page most readers open, and it changes through the day, so its
// Outputs write their tree directly, as the news page's do; each field list follows the type's
// declaration, as its synthesized `Encodable` conformance does.

extension HomeViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.string("title", title)
        object.string("heading", heading)
        object.string("dateLine", dateLine)
        object.object("wikipedia", wikipedia)
        object.object("headlines", headlines)
        object.object("comic", comic)
        object.object("movies", movies)
        object.bool("isComplete", isComplete)
    }
}

extension HomeViewModel.CardStatus: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("notice", notice)
        object.bool("isLate", isLate)
        object.string("problem", problem?.rawValue)
        object.object("retry", retry)
        object.int("clientRetryAfter", clientRetryAfter)
    }
}

extension HomeViewModel.Item: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.string("meta", meta)
        object.list("links", links)
    }
}

extension HomeViewModel.Picture: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("src", src)
        object.int("width", width)
        object.int("height", height)
        object.string("alt", alt)
    }
}

extension HomeViewModel.WikipediaCard: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("heading", heading)
        object.string("dateNote", dateNote)
        object.object("featured", featured)
        object.object("news", news)
        object.object("onThisDay", onThisDay)
        object.object("mostRead", mostRead)
        object.object("picture", picture)
        object.string("missingNote", missingNote)
        object.object("status", status)
        object.object("more", more)
        object.object("feed", feed)
    }
}

extension HomeViewModel.WikipediaCard.Article: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.string("title", title)
        object.string("href", href)
        object.string("extract", extract)
        object.object("image", image)
    }
}

extension HomeViewModel.WikipediaCard.Part: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.list("items", items)
    }
}

extension HomeViewModel.WikipediaCard.PictureOfTheDay: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.object("image", image)
        object.string("description", description)
        object.string("credit", credit)
    }
}

extension HomeViewModel.HeadlinesCard: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("heading", heading)
        object.string("editionName", editionName)
        object.list("headlines", headlines)
        object.object("status", status)
        object.object("more", more)
        object.string("headlinesLanguage", headlinesLanguage)
        object.string("headlinesDirection", headlinesDirection)
    }
}

extension HomeViewModel.HeadlinesCard.Headline: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("title", title)
        object.string("publisher", publisher)
        object.string("href", href)
        object.bool("isResolvedLink", isResolvedLink)
    }
}

extension HomeViewModel.ComicCard: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("heading", heading)
        object.string("title", title)
        object.string("number", number)
        object.string("href", href)
        object.object("image", image)
        object.object("status", status)
        object.object("more", more)
    }
}

extension HomeViewModel.MoviesCard: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("heading", heading)
        object.list("posters", posters)
        object.string("attribution", attribution)
        object.object("status", status)
        object.object("more", more)
    }
}

extension HomeViewModel.MoviesCard.Poster: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("title", title)
        object.string("titleLang", titleLang)
        object.string("href", href)
        object.string("src", src)
    }
}
