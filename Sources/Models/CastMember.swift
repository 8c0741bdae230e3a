/// One actor in a movie's credits.
public struct CastMember: Sendable, Equatable, Codable {
    public var name: String
    /// The role played; nil when upstream left it empty.
    public var character: String?
    /// An image path ("/abc.jpg"); nil when there is no photo.
    public var profilePath: String?

    public init(name: String, character: String?, profilePath: String?) {
        self.name = name
        self.character = character
        self.profilePath = profilePath
    }
}
