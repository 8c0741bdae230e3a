import Testing
@testable import HTTPServer
@Test func HTTPServer_placeholder() {}
