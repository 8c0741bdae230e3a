import HTTPTypes
extension ConnectionStateMachine {
    /// Bytes arrived from the client.
    mutating func bytesRead(_ bytes: UnsafeRawBufferPointer) -> Actions {
        guard !isClosed else { return Actions() }
        parser.append(bytes)
        var actions = Actions()
        switch state {
        case .idle:
            state = .reading
            // The header deadline runs from the first byte and is not extended by later bytes:
            // a client trickling one byte a second must not hold the slot forever.
            actions.timer = .arm(limits.headerReadTimeout)
        case .reading where !parser.isReadingHead:
            // The head is in; a body that keeps arriving keeps the connection alive.
            actions.timer = .arm(limits.keepAliveIdleTimeout)
        default:
            break
        }
        nextRequest(&actions)
        return actions
    }

    /// The client shut down its sending side (a read of zero bytes). Between answers nothing more
    /// can come, so the connection ends; otherwise the answer in hand still goes out, then it ends.
    mutating func peerClosedInput() -> Actions {
        guard !isClosed else { return Actions() }
        peerClosed = true
        // Reading paused for good: an ended stream stays readable and would fire for ever.
        return isBetweenAnswers ? close() : Actions(reading: .pause)
    }

    /// Takes the next complete request out of the buffer, if the connection is free to answer it.
    mutating func nextRequest(_ actions: inout Actions) {
        guard isBetweenAnswers else { return }
        let request: Request
        do {
            guard let next = try parser.next() else {
                waitForMoreBytes(&actions)
                return
            }
            request = next
        } catch {
            // A request that was framed correctly (a malformed query) leaves the connection usable:
            // once this answer is written, the requests pipelined after it are read.
            respondWithError(status: error.status, reason: error.reason, close: error.closesConnection, &actions)
            return
        }
        state = .handling(Answering(request))
        actions.timer = .cancel
        actions.reading = .pause
        actions.effect = .startHandler(request)
    }

    /// No complete request is buffered: send `100 Continue` if the client waits for it before
    /// sending its body (RFC 9110 §10.1.1), or go idle if nothing of a request is here.
    private mutating func waitForMoreBytes(_ actions: inout Actions) {
        if parser.needsContinue {
            parser.markContinueSent()
            write(ResponseEncoder.continueResponse, then: .continueReading, &actions)
        } else if !parser.hasBufferedBytes, case .reading = state {
            state = .idle
            actions.timer = .arm(limits.keepAliveIdleTimeout)
        }
    }

    /// The server's own answer (parse error, header timeout), rendered by `errorResponse`.
    mutating func respondWithError(status: HTTPResponse.Status, reason: String, close: Bool, _ actions: inout Actions) {
        let closing = close || draining
        let wire = ResponseEncoder.encode(
            errorResponse(status, reason), isHead: false, close: closing,
            version: .http1_1, date: clock.httpDate())
        actions.answered = .serverError(status: status, reason: reason)
        write(wire, then: closing ? .close : .nextRequest, &actions)
    }
}
