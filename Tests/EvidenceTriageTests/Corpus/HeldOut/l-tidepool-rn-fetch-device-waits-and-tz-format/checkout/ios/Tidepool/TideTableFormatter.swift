import Foundation

enum TideTableFormatter {
    static func height(_ metres: Double) -> String {
        String(format: "%.1f m", metres)
    }

    private static let clock: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "HH:mm"
        // timeZone left as the device default: the station's own zone is never applied
        return f
    }()

    static func highTideLabel(for date: Date) -> String {
        "High " + clock.string(from: date)
    }
}
