import EvidenceKit

/// A sink that keeps what it is given, in how many writes, and whether it was finished.
final class CollectingSink: RewindableSink {
    var bytes: [UInt8] = []
    var writes = 0
    var isFinished = false
    var length: Int64 { Int64(bytes.count) }
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
        writes += 1
    }
    func finish() throws { isFinished = true }
    func truncate(to length: Int64) throws { bytes.removeLast(bytes.count - Int(length)) }
}

/// A sink that fills up: like a full disk. Rewindable, so a `BlockCompressor` can write to it.
final class FailingSink: RewindableSink {
    struct Full: Error {}
    let failAfter: Int
    var received = 0
    init(failAfter: Int) { self.failAfter = failAfter }
    var length: Int64 { Int64(received) }
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard received + bytes.count <= failAfter else { throw Full() }
        received += bytes.count
    }
    func finish() throws {}
    func truncate(to length: Int64) throws { received = Int(length) }
}
