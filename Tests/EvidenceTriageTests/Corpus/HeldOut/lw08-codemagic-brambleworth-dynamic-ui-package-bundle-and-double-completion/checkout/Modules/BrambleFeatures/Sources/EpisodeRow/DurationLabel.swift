import Foundation

public enum DurationLabel {
    public static func text(seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = (seconds % 3600) / 60
        if hours == 0 { return "\(minutes) min" }
        return "\(hours) hr \(minutes) min"
    }
}
