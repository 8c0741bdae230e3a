extension ConnectionStateMachine {
    /// The handler made its answer, or nil: it chose not to answer, and the connection closes.
    /// An answer that arrives after the connection closed (forced at the end of a shutdown) is
    /// dropped: its descriptor number may already belong to another connection.
    mutating func handlerFinished(_ response: consuming Response?) -> Actions {
        guard case .handling(let answering) = state else { return Actions() }
        // Consumed, not copied: a cached answer's arrays are shared by every connection, so each
        // copy would be a reference count changed on memory all cores touch.
        guard let response = consume response else { return close() }
        // The client already closed its side: it reads, but will send nothing more.
        let closing = !answering.wantsKeepAlive || draining || peerClosed
        let wire = ResponseEncoder.encode(
            response, isHead: answering.isHead, close: closing,
            version: answering.version, date: clock.httpDate())
        var actions = Actions(answered: .response(response))
        write(wire, then: closing ? .close : .nextRequest, &actions)
        return actions
    }

    /// Every byte of the write is out: on to what the write was for.
    mutating func writeCompleted() -> Actions {
        guard case .writing(let write) = state else { return Actions() }
        var actions = Actions()
        switch write.then {
        case .close:
            return close()
        case .nextRequest where draining:
            // Shutting down: this answer went out (maybe begun before the drain, so without
            // `Connection: close`); end now rather than sit idle through the grace period.
            return close()
        case .continueReading:
            state = .reading
        case .nextRequest:
            state = .idle
        }
        actions.timer = .arm(limits.keepAliveIdleTimeout)
        if !peerClosed { actions.reading = .resume }
        // Requests pipelined behind this answer may be buffered already.
        nextRequest(&actions)
        return actions
    }

    /// The socket is full and the rest of the write waits for room; `progressed` says whether it
    /// took some bytes first. Reading pauses meanwhile, so a client that pipelines but does not
    /// read cannot fill the server's buffer. The write timeout counts from the last progress,
    /// as nginx's `send_timeout` does: a reader that keeps reading, however slowly, gets the whole
    /// answer; one that reads nothing for the whole timeout is cut off and frees its slot.
    mutating func writeBlocked(progressed: Bool) -> Actions {
        guard case .writing(var write) = state else { return Actions() }
        var actions = Actions()
        if write.lastProgress == nil {
            actions.timer = .arm(progressCheckInterval)
            actions.reading = .pause
        }
        if write.lastProgress == nil || progressed { write.lastProgress = clock.now() }
        state = .writing(write)
        return actions
    }

    /// The client acknowledged bytes of a blocked write since the driver last looked. The kernel
    /// wakes a blocked writer only when a third of the send buffer has drained, so a slow reader
    /// can take bytes for seconds between two of the server's writes: that counts as progress too.
    mutating func clientTookBytes() {
        guard case .writing(var write) = state, write.lastProgress != nil else { return }
        write.lastProgress = clock.now()
        state = .writing(write)
    }

    var progressCheckInterval: Duration {
        limits.writeTimeout / Self.progressChecksPerWriteTimeout
    }

    mutating func write(_ wire: consuming ResponseEncoder.Wire, then: AfterWrite, _ actions: inout Actions) {
        state = .writing(Write(then: then))
        actions.effect = .write(wire)
    }
}
