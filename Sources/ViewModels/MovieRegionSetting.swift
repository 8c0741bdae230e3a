import Models

/// The `region=` setting of the movie pages: which country's streaming offers, release date and
/// certification a page shows. It lives in the URL like `lang=` and every movie link carries it.
public enum MovieRegionSetting {
    /// The region `text` names ("jp" is read as "JP"), or a sentence listing every region there is.
    public static func region(from text: String, language: Language) -> Parsed<MovieRegion> {
        let code = text.uppercased()
        if let region = MovieRegion.named(code) { return .valid(region) }
        let codes = MovieRegion.all.map(\.code).joined(separator: ", ")
        return .invalid(language.words.movies.regionInvalid(text, codes))
    }

    /// A reader's region when the URL names none: the country of the news edition the request carries
    /// (`edition=de-AT` → AT), else the first region in the reader's languages (`en-GB` → GB), else
    /// the interface language's home country.
    /// - Parameter acceptedRegions: region subtags of `Accept-Language`, most preferred first.
    public static func defaultRegion(edition: String?, acceptedRegions: [String], language: Language) -> MovieRegion {
        if let edition = edition.flatMap(NewsEdition.named), let region = MovieRegion.named(edition.gl) { return region }
        for code in acceptedRegions {
            if let region = MovieRegion.named(code.uppercased()) { return region }
        }
        return MovieRegion.home(of: language)
    }
}
