import HTTPServer

/// Stand-ins for upload.wikimedia.org (`/upload/…/NAME.png/250px-NAME.png`, a PNG drawn from the
/// name).
enum ArticleImages {
    static func respond(path: String) -> Response {
        guard path.hasSuffix(".png") else { return .text("Not found", status: 404) }
        let file = path.split(separator: "/").last.map(String.init) ?? ""
        let width = Int(file.prefix { $0.isNumber }) ?? 250
        // The same picture at every width: drawn from the name after `250px-`, as Wikimedia's
        // thumbnails of one file are one picture.
        let digits = file.prefix { $0.isNumber }.count
        let name = digits > 0 && file.dropFirst(digits).hasPrefix("px-") ? String(file.dropFirst(digits + 3)) : file
        var seed: UInt64 = 1469598103934665603
        for byte in name.utf8 { seed = (seed ^ UInt64(byte)) &* 1099511628211 }
        let png = PNGImage.picture(width: width, height: width * 3 / 4, seed: seed)
        return Response(status: 200, headers: ["Content-Type": "image/png", "Cache-Control": "max-age=86400"], body: png)
    }
}
