import Foundation

enum AppLocale {
    /// Set by the in-app language picker; nil means "follow the system".
    static var override: Locale?
    static var current: Locale { override ?? .autoupdatingCurrent }
}

enum ReminderCopy {
    static func averageGap(days: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = AppLocale.current
        formatter.maximumFractionDigits = 1
        return "\(formatter.string(from: NSNumber(value: days)) ?? "\(days)") days"
    }
}
