import EvidenceKit

/// A sink that keeps what it is given, in how many writes, and whether it was finished.
public final class CollectingSink: RewindableSink {
    public var bytes: [UInt8] = []
    public var writes = 0
    public var isFinished = false
    public init() {}
    public var length: Int64 { Int64(bytes.count) }
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
        writes += 1
    }
    public func finish() throws { isFinished = true }
    public func truncate(to length: Int64) throws { bytes.removeLast(bytes.count - Int(length)) }
}

/// A sink that fills up: like a full disk. Rewindable, so a `BlockCompressor` can write to it.
public final class FailingSink: RewindableSink {
    public struct Full: Error {}
    public let failAfter: Int
    public var received = 0
    public init(failAfter: Int) { self.failAfter = failAfter }
    public var length: Int64 { Int64(received) }
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard received + bytes.count <= failAfter else { throw Full() }
        received += bytes.count
    }
    public func finish() throws {}
    public func truncate(to length: Int64) throws { received = Int(length) }
}
