import ViewModels

// An article is the longest page Kiosk renders (a 2 MiB country article has ~60,000 blocks and
// inlines), so its Outputs write their tree directly; each field list follows the type's
// declaration, as its synthesized `Encodable` conformance does. The rarely shown parts (a missing
// article, an upstream problem) still go through `Encodable`.

extension ArticleViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.string("tabTitle", tabTitle)
        object.string("title", title)
        object.string("language", language)
        object.string("direction", direction)
        if let revision { object.int("revision", revision) }
        object.string("redirectedFrom", redirectedFrom)
        object.string("contentsLabel", contentsLabel)
        object.string("noteLinkLabel", noteLinkLabel)
        object.string("backToTopLabel", backToTopLabel)
        object.string("largerImageLabel", largerImageLabel)
        object.string("closeLabel", closeLabel)
        object.string("scrollsSidewaysLabel", scrollsSidewaysLabel)
        object.list("contents", contents)
        object.list("lead", lead)
        object.list("sections", sections)
        object.string("languagesLabel", languagesLabel)
        object.list("languages", languages)
        object.string("truncationNotice", truncationNotice)
        object.object("licence", licence)
        object.string("redirect", redirect)
        object.encoded("notFound", notFound)
        object.encoded("problem", problem)
    }
}

extension ArticleViewModel.ContentsEntry: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.string("href", href)
        object.bool("isSubsection", isSubsection)
    }
}

extension ArticleViewModel.Section: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("anchor", anchor)
        object.bool("isSubsection", isSubsection)
        object.list("heading", heading)
        object.list("blocks", blocks)
    }
}

extension ArticleViewModel.LanguageLink: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("name", name)
        object.string("code", code)
        object.string("direction", direction)
        object.string("href", href)
        object.bool("leavesKiosk", leavesKiosk)
    }
}

extension ArticleViewModel.Licence: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.string("licenceName", licenceName)
        object.string("licenceHref", licenceHref)
        object.string("originalLabel", originalLabel)
        object.string("originalHref", originalHref)
        object.string("historyLabel", historyLabel)
        object.string("historyHref", historyHref)
    }
}

extension ArticleViewModel.Block: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("paragraph", paragraph)
        object.object("heading", heading)
        object.object("list", list)
        object.object("table", table)
        object.object("figure", figure)
        object.object("gallery", gallery)
        object.object("quotation", quotation)
        object.object("preformatted", preformatted)
        object.object("math", math)
        object.object("references", references)
        object.object("hatnote", hatnote)
    }
}

extension ArticleViewModel.Inlines: TemplateFields {
    func write(to object: TemplateObject) { object.list("inlines", inlines) }
}

extension ArticleViewModel.Blocks: TemplateFields {
    func write(to object: TemplateObject) { object.list("blocks", blocks) }
}

extension ArticleViewModel.List: TemplateFields {
    func write(to object: TemplateObject) {
        object.bool("isOrdered", isOrdered)
        object.list("items", items)
    }
}

extension ArticleViewModel.Table: TemplateFields {
    func write(to object: TemplateObject) {
        object.bool("isInfobox", isInfobox)
        object.object("caption", caption)
        object.list("rows", rows)
    }
}

extension ArticleViewModel.Row: TemplateFields {
    func write(to object: TemplateObject) { object.list("cells", cells) }
}

extension ArticleViewModel.Cell: TemplateFields {
    func write(to object: TemplateObject) {
        object.bool("isHeader", isHeader)
        if let columnSpan { object.int("columnSpan", columnSpan) }
        if let rowSpan { object.int("rowSpan", rowSpan) }
        object.list("blocks", blocks)
    }
}

extension ArticleViewModel.Figure: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("image", image)
        object.list("caption", caption)
    }
}

extension ArticleViewModel.Image: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("src", src)
        object.string("alt", alt)
        if let width { object.int("width", width) }
        if let height { object.int("height", height) }
    }
}

extension ArticleViewModel.Gallery: TemplateFields {
    func write(to object: TemplateObject) {
        object.list("figures", figures)
    }
}

extension ArticleViewModel.InlineImage: TemplateFields {
    func write(to object: TemplateObject) {
        image.write(to: object)
    }
}

extension ArticleViewModel.References: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("numbering", numbering)
        object.list("entries", entries)
    }
}

extension ArticleViewModel.Reference: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("anchor", anchor)
        object.list("backlinks", backlinks)
        object.list("content", content)
    }
}

extension ArticleViewModel.Backlink: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("href", href)
        object.string("label", label)
    }
}

extension ArticleViewModel.Inline: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("text", text)
        object.object("emphasis", emphasis)
        object.object("strong", strong)
        object.object("superscript", superscript)
        object.object("subscript", `subscript`)
        object.object("code", code)
        object.object("link", link)
        object.object("reference", reference)
        if let lineBreak { object.bool("lineBreak", lineBreak) }
        object.object("math", math)
        object.object("image", image)
    }
}

extension ArticleViewModel.Link: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("href", href)
        object.list("inlines", inlines)
        object.string("leavesKiosk", leavesKiosk)
    }
}

extension ArticleViewModel.Marker: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("label", label)
        object.string("href", href)
        object.string("anchor", anchor)
    }
}

extension ArticleViewModel.Formula: TemplateFields {
    func write(to object: TemplateObject) {
        object.bool("isDisplay", isDisplay)
        object.string("source", source)
        object.list("nodes", nodes)
        object.bool("hasNodes", hasNodes)
    }
}

extension ArticleViewModel.MathPart: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("token", token)
        object.object("layout", layout)
        object.string("space", space)
    }
}

extension ArticleViewModel.MathTokenPart: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("element", element)
        object.bool("isUpright", isUpright)
        object.string("text", text)
    }
}

extension ArticleViewModel.MathLayoutPart: TemplateFields {
    func write(to object: TemplateObject) {
        object.string("element", element)
        object.list("children", children)
    }
}
