import Foundation

enum CallDurationFormatter {
    static func string(seconds: Int) -> String {
        let m = seconds / 60, s = seconds % 60
        return String(format: "%d:%02d", m, s)
    }
}
