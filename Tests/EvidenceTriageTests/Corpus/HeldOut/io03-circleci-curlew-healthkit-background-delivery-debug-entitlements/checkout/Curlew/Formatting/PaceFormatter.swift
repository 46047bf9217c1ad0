import Foundation

enum PaceFormatter {
    /// 5:07 /km
    static func minutesPerKilometre(secondsPerKm: Double) -> String {
        let minutes = Int(secondsPerKm) / 60
        let seconds = Int(secondsPerKm) % 60
        return String(format: "%d:%02d /km", minutes, seconds)
    }
}
