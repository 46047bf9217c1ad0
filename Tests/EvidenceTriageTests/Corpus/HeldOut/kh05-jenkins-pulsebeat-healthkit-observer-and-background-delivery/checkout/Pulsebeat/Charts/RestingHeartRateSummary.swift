import Foundation

enum RestingHeartRateSummary {
    /// Weekly average in whole bpm, rounded half up (62.5 -> 63).
    static func weeklyAverage(_ daily: [Double]) -> Int {
        guard !daily.isEmpty else { return 0 }
        return Int(daily.reduce(0, +) / Double(daily.count))
    }
}
