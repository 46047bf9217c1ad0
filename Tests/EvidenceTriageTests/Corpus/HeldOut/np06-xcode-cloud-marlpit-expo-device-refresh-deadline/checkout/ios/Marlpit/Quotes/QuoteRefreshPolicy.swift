import Foundation

struct QuoteRefreshPolicy {
    let clock: Clock
    let scheduler: TaskScheduling
    static let interval: TimeInterval = 15 * 60
    static let backoff: TimeInterval = 60 * 60

    func rescheduleAfterRun(succeeded: Bool) throws {
        let delay = succeeded ? Self.backoff : Self.interval
        try scheduler.submitAppRefresh(identifier: QuoteRefreshScheduler.identifier,
                                       earliestBeginDate: clock.now.addingTimeInterval(delay))
    }
}
