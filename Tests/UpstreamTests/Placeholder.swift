import Testing
@testable import Upstream
@Test func Upstream_placeholder() {}
