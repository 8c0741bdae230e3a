import Models
import ViewModels

// The search page is what a bookmarked or typed search opens, cold every time its words are new, so
// its Outputs write their tree directly, as the news page's do; each field list follows the type's
// declaration, as its synthesized `Encodable` conformance does. An upstream problem, rarely shown,
// still goes through `Encodable`.

extension SearchViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.string("title", title)
        object.string("heading", heading)
        object.object("form", form)
        object.string("state", state.rawValue)
        object.object("notice", notice)
        object.object("summary", summary)
        object.object("suggestion", suggestion)
        object.string("resultsLabel", resultsLabel)
        object.string("resultsLanguage", resultsLanguage)
        object.string("resultsDirection", resultsDirection)
        object.list("results", results)
        object.object("pager", pager)
        object.encoded("problem", problem)
    }
}

extension SearchViewModel.Form: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("action", action)
        object.string("label", label)
        object.string("query", query)
        object.list("fields", fields)
        object.string("limitLabel", limitLabel)
        object.list("limits", limits)
        object.string("submitLabel", submitLabel)
        object.int("liveMinimumLength", liveMinimumLength)
        object.int("defaultLimit", defaultLimit)
    }
}

extension SearchViewModel.Form.LimitOption: TemplateFields {
    func write(to object: TemplateObject) {
        object.int("value", value)
        object.bool("isSelected", isSelected)
    }
}

extension HiddenField: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("name", name)
        object.string("value", value)
    }
}

extension SearchViewModel.Notice: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.bool("isError", isError)
    }
}

extension SearchViewModel.Summary: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("count", count)
        object.string("range", range)
    }
}

extension SearchViewModel.Suggestion: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("prefix", prefix)
        object.string("text", text)
        object.string("suffix", suffix)
        object.string("href", href)
    }
}

extension SearchViewModel.Result: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("title", title)
        object.string("href", href)
        object.string("originalHref", originalHref)
        object.string("originalLabel", originalLabel)
        object.list("snippet", snippet)
        object.string("wordCount", wordCount)
        object.object("edited", edited)
    }
}

extension SearchViewModel.Result.Edited: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.string("text", text)
        object.string("iso", iso)
    }
}

extension TextRun: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.bool("isMatch", isMatch)
    }
}

extension SearchViewModel.Pager: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.object("previous", previous)
        object.object("next", next)
    }
}
