import ViewModels

// An error page is small, but every mistyped or outdated address gets one, cold: its Outputs write
// their tree directly, as the other pages' do, in the order of the type's declaration.

extension ErrorPageViewModel.Outputs: TemplateFields {
    func write(to object: TemplateObject) {
        object.object("chrome", chrome)
        object.int("status", status)
        object.string("title", title)
        object.string("heading", heading)
        object.string("detail", detail)
        object.string("incident", incident)
        object.object("homeLink", homeLink)
    }
}
