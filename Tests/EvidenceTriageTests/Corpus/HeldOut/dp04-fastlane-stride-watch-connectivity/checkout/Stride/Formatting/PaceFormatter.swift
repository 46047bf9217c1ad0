import Foundation

struct PaceFormatter {
    enum Unit { case kilometers, miles }
    let unit: Unit

    func string(distanceMeters: Double, duration: TimeInterval) -> String {
        let unitMeters = unit == .miles ? 1_609.344 : 1_000
        let secondsPerUnit = duration / (distanceMeters / unitMeters)
        let minutes = Int(secondsPerUnit) / 60
        let seconds = Int(secondsPerUnit) % 60
        // BUG: seconds not zero-padded
        return "\(minutes):\(seconds) /\(unit == .miles ? "mi" : "km")"
    }
}
