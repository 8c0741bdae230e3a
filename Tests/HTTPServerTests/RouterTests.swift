import Testing
@testable import HTTPServer

/// Route matching without sockets: parameters, precedence, 404 vs 405, HEAD, encodings, catch-all.
@Suite struct RouterTests {
    /// A responder that answers with its own name, so a test can tell which route matched.
    static func named(_ name: String) -> Responder {
        { _ in Response.text(name) }
    }

    static let router: Router<Responder> = {
        var router = Router<Responder>()
        router.get("/", named("home"))
        router.get("/comics/:number", named("comic"))
        router.get("/comics/random", named("random"))  // added after the parameter route on purpose
        router.get("/comics", named("latest"))
        router.post("/news/refresh", named("refresh"))
        router.get("/search", named("search"))
        router.post("/search", named("search-post"))
        router.get("/movies/:id/credits/:page", named("credits"))
        router.get("/img/*path", named("image"))
        router.get("/hello world", named("spaced"))
        return router
    }()

    struct Found: CustomTestStringConvertible, Sendable {
        var method = "GET"
        var path: String
        var route: String
        var parameters: [String: String] = [:]
        var testDescription: String { "\(method) \(path)" }
    }

    static let found: [Found] = [
        Found(path: "/", route: "home"),
        Found(path: "/comics", route: "latest"),
        Found(path: "/comics/42", route: "comic", parameters: ["number": "42"]),
        Found(path: "/comics/random", route: "random"),
        Found(path: "/comics/%72andom", route: "random"),
        Found(path: "/comics/%31", route: "comic", parameters: ["number": "1"]),
        Found(path: "/comics/a%2Fb", route: "comic", parameters: ["number": "a/b"]),
        Found(path: "/comics/a+b", route: "comic", parameters: ["number": "a+b"]),
        Found(path: "/comics/%E6%97%A5", route: "comic", parameters: ["number": "日"]),
        Found(path: "/movies/7/credits/2", route: "credits", parameters: ["id": "7", "page": "2"]),
        Found(path: "/hello%20world", route: "spaced"),
        Found(
            path: "/img/imgs.xkcd.com/comics/a%2Fb.png", route: "image", parameters: ["path": "imgs.xkcd.com/comics/a%2Fb.png"]),
        Found(path: "/img/", route: "image", parameters: ["path": ""]),
        Found(method: "HEAD", path: "/comics/7", route: "comic", parameters: ["number": "7"]),
        Found(method: "POST", path: "/search", route: "search-post"),
    ]

    @Test(arguments: found)
    func match_whenRouteFits_findsItWithParameters(_ input: Found) async throws {
        guard case .found(let responder, let parameters, _) = Self.router.match(method: input.method, rawPath: input.path) else {
            Issue.record("no route for \(input.method) \(input.path)")
            return
        }
        let response = await responder(Request(method: input.method, target: input.path, rawPath: input.path))
        #expect(String(decoding: response.body, as: UTF8.self) == input.route)
        #expect(parameters == input.parameters)
    }

    @Test(arguments: [
        "/nope", "/comics/", "/comics/1/2", "/img", "/comics/%zz", "/comics/%FF", "/comics/%4", "search", "*", "//",
    ])
    func match_whenNoRouteFits_isNotFound(_ path: String) {
        guard case .notFound = Self.router.match(method: "GET", rawPath: path) else {
            Issue.record("\(path) matched a route")
            return
        }
    }

    @Test(arguments: [
        ("GET", "/news/refresh", ["POST"]),
        ("DELETE", "/comics/3", ["GET", "HEAD"]),
        ("PUT", "/search", ["GET", "HEAD", "POST"]),
        ("HEAD", "/news/refresh", ["POST"]),
    ])
    func match_whenPathExistsForOtherMethods_isMethodNotAllowedWithAllow(method: String, path: String, allow: [String]) {
        guard case .methodNotAllowed(let allowed) = Self.router.match(method: method, rawPath: path) else {
            Issue.record("\(method) \(path) was not a 405")
            return
        }
        #expect(allowed == allow)
    }

    @Test func match_whenHeadRouteExists_prefersItOverGet() async throws {
        var router = Router<Responder>()
        router.get("/x", Self.named("get"))
        router.add("HEAD", "/x", Self.named("head"))
        guard case .found(let responder, _, _) = router.match(method: "HEAD", rawPath: "/x") else {
            Issue.record("HEAD /x not found")
            return
        }
        #expect(await responder(Request(method: "HEAD", target: "/x", rawPath: "/x")).body == Array("head".utf8))
    }

    @Test func match_whenLiteralAddedAfterParameter_literalStillWins() {
        var router = Router<Responder>()
        router.get("/a/:x/c", Self.named("param"))
        router.get("/a/b/:y", Self.named("literal-first"))
        guard case .found(_, let parameters, _) = router.match(method: "GET", rawPath: "/a/b/c") else {
            Issue.record("/a/b/c not found")
            return
        }
        #expect(parameters == ["y": "c"], "the route with the earlier literal segment wins")
    }
}
