import HTTPTypes
extension ConnectionStateMachine {
    /// What the driver does after one event, in this order: set the timer and the read side
    /// (both are the state to end up in, so only the last word counts), carry out the effect,
    /// then report the answer. At most one effect per event: the machine stops at the first
    /// request it starts or the first bytes it writes, and goes on when the driver reports back.
    struct Actions {
        var timer: Timer?
        var reading: Reading?
        var effect: Effect
        /// An answer was handed to the socket: one access line and one observation for metrics.
        var answered: Answered

        // Effect and Answered have a `nothing` case rather than being optional, so the driver
        // switches over each once, without unwrapping.
        init(timer: Timer? = nil, reading: Reading? = nil, effect: Effect = .nothing, answered: Answered = .nothing) {
            self.timer = timer
            self.reading = reading
            self.effect = effect
            self.answered = answered
        }
    }

    /// The connection's one timer; `timerFired` reports that the last armed duration has passed.
    enum Timer: Equatable {
        case arm(Duration)
        case cancel
    }

    enum Reading: Equatable {
        /// No more bytes until the answer in hand is out: a client that pipelines without
        /// reading cannot make the server buffer its requests without bound.
        case pause
        case resume
    }

    enum Effect {
        case nothing
        /// Make the answer to `request`; report it with `handlerFinished`.
        case startHandler(Request)
        /// Write these bytes; report `writeCompleted`, or `writeBlocked` when the socket is full.
        case write(ResponseEncoder.Wire)
        /// Cancel the sources and close the socket.
        case close
    }

    enum Answered {
        case nothing
        /// The handler's answer to the request last started.
        case response(Response)
        /// The server's own answer to a request it could not take (parse error, header timeout).
        case serverError(status: HTTPResponse.Status, reason: String)
    }
}
