import Foundation

enum ShiftDurationFormatter {
    /// "22:00–06:00 (8 h)"
    static func string(start: DateComponents, end: DateComponents) -> String {
        let hours = (end.hour ?? 0) - (start.hour ?? 0)
        return String(format: "%02d:%02d–%02d:%02d (%d h)", start.hour ?? 0, start.minute ?? 0, end.hour ?? 0, end.minute ?? 0, hours)
    }
}
