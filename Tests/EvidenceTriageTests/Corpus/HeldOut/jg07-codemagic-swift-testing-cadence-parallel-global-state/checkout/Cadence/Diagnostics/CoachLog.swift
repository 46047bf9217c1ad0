import Foundation

/// Process-wide log fan-out. Any attached sink receives every coachLog() call from any thread.
enum CoachLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sinks: [ObjectIdentifier: LogSink] = [:]

    static func attach(to sink: LogSink) { lock.withLock { sinks[ObjectIdentifier(sink)] = sink } }
    static func detach(_ sink: LogSink) { lock.withLock { sinks[ObjectIdentifier(sink)] = nil } }

    static func emit(_ line: String) {
        let current = lock.withLock { Array(sinks.values) }
        current.forEach { $0.receive(line) }
    }
}

func coachLog(_ line: String) { CoachLog.emit(line) }
