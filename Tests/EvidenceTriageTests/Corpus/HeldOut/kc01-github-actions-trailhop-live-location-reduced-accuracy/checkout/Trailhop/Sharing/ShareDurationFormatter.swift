import Foundation

/// Labels for the "Share my location for…" picker.
enum ShareDurationFormatter {
    static func label(for duration: Duration) -> String {
        let minutes = Int(duration.components.seconds / 60)
        if minutes < 60 {
            return "\(minutes) min"
        }
        let hours = minutes / 60
        return hours == 1 ? "1 hour" : "\(hours) hours"
    }
}
