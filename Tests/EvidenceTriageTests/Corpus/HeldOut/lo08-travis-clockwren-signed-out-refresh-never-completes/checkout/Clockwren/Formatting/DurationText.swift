import Foundation

enum DurationText {
    static func string(seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = (seconds % 3600) / 60
        return String(format: "%d:%02d h", hours, minutes)
    }
}
