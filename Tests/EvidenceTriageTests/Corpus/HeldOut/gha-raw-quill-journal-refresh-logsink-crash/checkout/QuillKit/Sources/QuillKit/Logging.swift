import Foundation

/// Where QuillKit sends its log lines. The host app replaces the block once,
/// early in launch; every other access only reads it.
public final class LogSink: @unchecked Sendable {
    private let lock = NSLock()
    private var block: (String) -> Void = { print($0) }

    public init() {}

    public func set(_ newBlock: @escaping (String) -> Void) {
        lock.lock(); defer { lock.unlock() }
        block = newBlock
    }

    public func callAsFunction(_ message: String) {
        lock.lock()
        let current = block
        lock.unlock()
        current(message)
    }
}

public enum Logging {
    public static let sink = LogSink()
}
