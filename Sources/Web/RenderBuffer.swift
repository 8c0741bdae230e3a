/// Where a rendering writes: the uninitialized storage of the array it returns, while the page fits
/// the capacity reserved for it, else memory of its own, copied into an array once at the end.
///
/// A rendering appends a few thousand short pieces (text between tags, escaped values); through
/// `Array.append(contentsOf:)` each checked uniqueness and capacity in a generic path of about sixty
/// instructions before copying, 8 % of the news page's whole request (callgrind). Here an append is
/// a bounds test and a copy. Its one owner calls `finish` once, which frees memory of its own.
struct RenderBuffer {
    private(set) var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// Whether `start` is memory of this buffer's own (after outgrowing the array's storage).
    private var ownsStorage = false

    /// Writes into `storage`, the uninitialized capacity of an array being built.
    init(storage: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = storage.baseAddress, storage.count > 0 else {
            capacity = 4096
            start = .allocate(capacity: capacity)
            ownsStorage = true
            return
        }
        start = base
        capacity = storage.count
    }

    /// How many bytes are in the array's storage, and the whole output when it outgrew that storage
    /// (whose bytes then count as none). Frees memory of the buffer's own; the buffer is spent.
    mutating func finish() -> (inPlace: Int, movedOut: [UInt8]?) {
        guard ownsStorage else { return (count, nil) }
        let bytes = Array(UnsafeBufferPointer(start: start, count: count))
        start.deallocate()
        ownsStorage = false
        count = 0
        capacity = 0
        return (0, bytes)
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        (start + count).initialize(to: byte)
        count += 1
    }

    mutating func append(raw bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        UnsafeMutableRawPointer(start + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "RenderBuffer index out of range")
        return start[index]
    }

    /// Inserts `bytes` at `index`, moving what follows (a standalone partial's indentation).
    mutating func insert(_ bytes: [UInt8], at index: Int) {
        guard !bytes.isEmpty else { return }
        precondition(index >= 0 && index <= count, "RenderBuffer index out of range")
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + index + bytes.count).moveInitialize(from: start + index, count: count - index)
        bytes.withUnsafeBufferPointer { (start + index).initialize(from: $0.baseAddress!, count: bytes.count) }
        count += bytes.count
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        moved.initialize(from: start, count: count)
        if ownsStorage { start.deallocate() }
        start = moved
        capacity = newCapacity
        ownsStorage = true
    }
}
