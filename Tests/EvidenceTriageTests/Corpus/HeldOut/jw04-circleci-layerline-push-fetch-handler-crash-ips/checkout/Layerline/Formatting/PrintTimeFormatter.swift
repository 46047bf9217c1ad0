import Foundation

enum PrintTimeFormatter {
    /// "42 min", "1 h 5 min", "3 h".
    static func remaining(seconds: Int) -> String {
        let minutes = (seconds + 59) / 60
        return "\(minutes) min"
    }
}
