extension Array where Element == UInt8 {
    /// The UTF-8 bytes of a literal, for prefix tests.
    package init(ascii text: StaticString) {
        self = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
