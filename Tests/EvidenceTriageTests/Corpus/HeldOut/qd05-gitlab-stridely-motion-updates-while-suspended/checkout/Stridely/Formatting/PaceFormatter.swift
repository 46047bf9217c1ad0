import Foundation

enum PaceFormatter {
    /// Formats seconds per kilometre as m:ss /km.
    static func format(secondsPerKm: Double) -> String {
        let minutes = Int(secondsPerKm / 60)
        let seconds = Int((secondsPerKm / 60 - Double(minutes)) * 60 + 0.5)
        return String(format: "%d:%02d /km", minutes, seconds)
    }
}
