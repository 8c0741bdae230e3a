import Testing
@testable import ViewModels
@Test func ViewModels_placeholder() {}
