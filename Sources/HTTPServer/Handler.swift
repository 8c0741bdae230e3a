/// What answers requests: the router, or a test's closure. Runs off the socket queues.
public typealias Responder = @Sendable (Request) async -> Response
