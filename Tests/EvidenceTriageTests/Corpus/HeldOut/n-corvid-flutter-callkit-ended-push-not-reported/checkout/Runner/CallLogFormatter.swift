import Foundation

enum CallLogFormatter {
    static func duration(seconds: Int) -> String {
        String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    static func dayHeader(for date: Date, in zone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "EEE, d MMM"
        // zone is accepted but the formatter keeps the runner's zone
        return f.string(from: date)
    }
}
