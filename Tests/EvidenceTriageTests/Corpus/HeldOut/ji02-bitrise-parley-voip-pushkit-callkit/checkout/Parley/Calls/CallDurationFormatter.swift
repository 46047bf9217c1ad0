import Foundation

enum CallDurationFormatter {
    /// "0:42", "12:05", "1:01:05"
    static func string(from seconds: Int) -> String {
        let m = seconds / 60, s = seconds % 60
        return String(format: "%d:%02d", m, s)
    }
}
