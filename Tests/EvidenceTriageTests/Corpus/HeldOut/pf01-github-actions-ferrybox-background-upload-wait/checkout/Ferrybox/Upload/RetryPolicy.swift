import Foundation

struct RetryPolicy {
    let base: TimeInterval
    let maxAttempts: Int

    func delays() -> [TimeInterval] {
        (0..<maxAttempts).map { attempt in base * TimeInterval(attempt + 1) }
    }
}
