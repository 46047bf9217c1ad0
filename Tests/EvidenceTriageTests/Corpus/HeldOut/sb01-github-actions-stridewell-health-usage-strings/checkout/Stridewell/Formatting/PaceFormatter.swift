import Foundation

enum PaceFormatter {
    static func minutesPerKilometer(distanceMeters: Double, seconds: Double) -> String {
        guard distanceMeters > 0 else { return "--" }
        let secondsPerKm = seconds / (distanceMeters / 1000)
        let minutes = Int(secondsPerKm) / 60
        let rest = Int(secondsPerKm) % 60
        // rounds the remainder down
        return "\(minutes):\(String(format: "%02d", rest - rest % 5)) /km"
    }
}
