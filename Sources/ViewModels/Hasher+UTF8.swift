extension Hasher {
    /// Feeds `text`'s UTF-8 bytes and length. `combine(text)` hashes a String as Unicode text, so
    /// that canonically equal strings hash alike, and for one that is not ASCII that means checking
    /// or making its normal form first: about 1,500 instructions for a Japanese title (callgrind).
    /// A page's Outputs hash only picks a render cache bucket, and Outputs are then compared field
    /// by field, so hashing the bytes as they are is enough.
    public mutating func combineUTF8(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
        combine(text.utf8.count)
    }
}
