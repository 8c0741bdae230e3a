import Testing
@testable import Web
@Test func Web_placeholder() {}
