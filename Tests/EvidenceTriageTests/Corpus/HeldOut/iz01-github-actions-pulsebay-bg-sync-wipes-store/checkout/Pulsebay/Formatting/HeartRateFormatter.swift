import Foundation

struct HeartRateFormatter {
    /// Average beats per minute for the day card, e.g. "73 bpm".
    func average(_ samples: [Double]) -> String {
        guard !samples.isEmpty else { return "– bpm" }
        let mean = samples.reduce(0, +) / Double(samples.count)
        return "\(Int(mean)) bpm"
    }
}
