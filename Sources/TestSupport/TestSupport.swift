import HTTPServer
/// Helpers for tests only.
public enum TestSupport {}
