extension ConnectionStateMachine {
    /// The duration last armed has passed. What that means depends on the phase: a head that did
    /// not arrive in time, a keep-alive connection left idle, or a blocked write to check on.
    mutating func timerFired() -> Actions {
        switch state {
        case .reading:
            var actions = Actions()
            respondWithError(status: 408, reason: "The request did not arrive in time.", close: true, &actions)
            return actions
        case .idle:
            return close()
        case .writing(let write):
            guard let lastProgress = write.lastProgress else { return Actions() }
            let quiet = clock.now() - lastProgress
            if quiet >= limits.writeTimeout { return close() }
            return Actions(timer: .arm(min(progressCheckInterval, limits.writeTimeout - quiet)))
        case .handling, .closed:
            // No timer runs while a handler works: the handler has its own deadlines.
            return Actions()
        }
    }
}
