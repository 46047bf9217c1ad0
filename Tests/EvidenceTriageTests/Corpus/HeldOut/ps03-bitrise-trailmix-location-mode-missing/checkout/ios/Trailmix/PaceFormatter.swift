import Foundation

enum PaceFormatter {
    static func string(secondsPerKm: Double) -> String {
        let m = Int(secondsPerKm) / 60
        let s = Int(secondsPerKm) % 60
        return String(format: "%d:%02d /km", m, s)
    }
}
