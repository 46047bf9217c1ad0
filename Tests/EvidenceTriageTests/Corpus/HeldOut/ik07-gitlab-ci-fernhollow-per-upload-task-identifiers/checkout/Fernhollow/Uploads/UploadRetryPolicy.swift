import Foundation

struct UploadRetryPolicy {
    var base: TimeInterval = 20
    var cap: TimeInterval = 600

    /// 20, 40, 80, … seconds, never more than `cap`.
    func delay(attempt: Int) -> TimeInterval {
        let raw = base * pow(2, Double(attempt - 1))
        return attempt > 6 ? cap : raw
    }
}
