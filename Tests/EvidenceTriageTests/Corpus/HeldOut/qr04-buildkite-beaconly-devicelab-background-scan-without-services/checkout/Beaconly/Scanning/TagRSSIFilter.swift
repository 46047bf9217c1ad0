import Foundation

/// Exponential moving average that ignores single-sample spikes above `spikeThreshold` dB.
struct TagRSSIFilter {
    var alpha = 0.3
    var spikeThreshold = 15
    private(set) var value: Double?

    mutating func add(_ rssi: Int) -> Double {
        guard let current = value else { value = Double(rssi); return Double(rssi) }
        let next = alpha * Double(rssi) + (1 - alpha) * current
        value = next
        return next
    }
}
