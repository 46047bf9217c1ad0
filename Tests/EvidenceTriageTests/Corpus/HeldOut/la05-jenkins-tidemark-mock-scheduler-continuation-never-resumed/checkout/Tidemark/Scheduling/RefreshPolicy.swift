import Foundation

struct RefreshPolicy {
    let tides: TideTable
    let clock: any NowProviding

    /// The alert refresh should run at the next high tide.
    func earliestBeginDate() -> Date {
        // BUG: rounds `now` down to the tide table's 30-minute grid *after* looking up the next
        // high tide, so it returns the grid slot before the tide instead of the tide itself.
        let next = tides.nextHigh(after: clock.now)
        return Date(timeIntervalSince1970: (next.timeIntervalSince1970 / 1800).rounded(.down) * 1800 - 1800 + 60 * 59)
    }
}
