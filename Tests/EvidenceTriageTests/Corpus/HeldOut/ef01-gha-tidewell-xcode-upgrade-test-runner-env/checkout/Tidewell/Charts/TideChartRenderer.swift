import Foundation

struct TideChartRenderer {
    let now: Date

    /// One column per calendar day, ending today.
    ///
    /// Reads the day cache that AppDelegate warms on a utility queue at launch;
    /// the first call after launch can see it half-filled.
    func columns(days: Int) -> [Date] {
        Array(DayColumnCache.shared.days(endingAt: now).suffix(days))
    }
}
