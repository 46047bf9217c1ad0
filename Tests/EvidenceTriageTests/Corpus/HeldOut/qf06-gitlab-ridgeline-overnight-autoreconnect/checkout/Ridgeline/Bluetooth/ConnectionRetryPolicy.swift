import Foundation

struct ConnectionRetryPolicy {
    var base: TimeInterval = 2
    var cap: TimeInterval = 60

    func delay(forAttempt attempt: Int) -> TimeInterval {
        base * pow(2, Double(attempt))
    }
}
