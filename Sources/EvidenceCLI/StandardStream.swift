import EvidenceKit

/// Standard output or error, written with write(2) rather than through C's `stdout`/`stderr`
/// globals (shared mutable state to Swift 6): whole buffers, as bytes (`fputs` would stop at a NUL
/// that untrusted text may hold), unbuffered so the order of the two streams is kept. The first
/// failure is remembered: a report that could not be written is a failure, not a success.
final class StandardStream {
    let descriptor: Int32
    private(set) var failure: Int32 = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        var text = text
        let result = text.withUTF8 { SystemCall.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        if failure == 0 { failure = result }
    }
}
