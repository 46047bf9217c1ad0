import Foundation

/// Decides when the complication asks for its next background refresh.
struct ComplicationRefreshPlanner {
    var interval: TimeInterval = 5 * 60

    func nextRefresh(after now: Date) -> Date {
        now.addingTimeInterval(interval)
    }
}
