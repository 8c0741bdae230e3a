/// Hosts that are Google's own: an address there is Google's page again, not the publisher's.
enum GoogleHosts {
    /// A label equal to one of these marks the host as Google's (`news.google.com`, `www.google.co.jp`,
    /// `lh3.googleusercontent.com`, `fonts.gstatic.com`).
    static let labels: Set<Substring> = [
        "google", "gstatic", "googleusercontent", "googleapis", "googleadservices", "doubleclick",
    ]

    static func contains(_ host: String) -> Bool {
        host.split(separator: ".").contains { labels.contains($0) }
    }
}
