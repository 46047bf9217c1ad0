import Foundation

enum TempoCalculator {
    /// Average BPM of the last four intervals between taps.
    static func bpm(fromTaps taps: [TimeInterval]) -> Int? {
        guard taps.count >= 2 else { return nil }
        let recent = Array(taps.suffix(4))
        let intervals = zip(taps.dropFirst(), taps).map { $0 - $1 }
        let mean = intervals.reduce(0, +) / Double(intervals.count)
        return Int((60 / mean).rounded())
    }
}
