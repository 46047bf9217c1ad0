import Foundation

enum CallTimerFormatter {
    static func string(for seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return String(format: "%d:%02d", minutes, rest)
    }
}
