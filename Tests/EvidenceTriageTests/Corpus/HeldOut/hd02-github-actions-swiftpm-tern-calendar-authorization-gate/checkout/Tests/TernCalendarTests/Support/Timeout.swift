import Foundation

struct TimeoutError: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "timedOut(seconds: \(seconds))" }
}

/// Runs `work`, failing with TimeoutError if it has not finished after `seconds`.
func withTimeout<T: Sendable>(seconds: Double, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await work() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            throw TimeoutError(seconds: seconds)
        }
        let first = try await group.next()!
        group.cancelAll()
        return first
    }
}
