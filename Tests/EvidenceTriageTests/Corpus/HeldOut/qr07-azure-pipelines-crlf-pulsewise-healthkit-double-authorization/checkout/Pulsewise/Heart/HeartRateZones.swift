import Foundation

enum HeartRateZones {
    /// Zones as fractions of max HR: Z1 50-60 %, Z2 60-70 %, Z3 70-80 %, Z4 80-90 %, Z5 90-100 %.
    static func bounds(zone: Int, maxHR: Int) -> ClosedRange<Int> {
        let lower = Double(maxHR) * (0.5 + 0.1 * Double(zone))
        let upper = Double(maxHR) * (0.6 + 0.1 * Double(zone))
        return Int(lower.rounded()) ... Int(upper.rounded())
    }
}
