import Foundation

/// Formats split paces for the workout Live Activity (lock screen / Dynamic Island).
enum SplitFormatter {
    static func pace(secondsPerKilometre: Int) -> String {
        let minutes = secondsPerKilometre / 60
        let seconds = secondsPerKilometre % 60
        return "\(minutes):\(seconds) /km"
    }

    static func distance(metres: Double) -> String {
        String(format: "%.2f km", metres / 1000)
    }
}
