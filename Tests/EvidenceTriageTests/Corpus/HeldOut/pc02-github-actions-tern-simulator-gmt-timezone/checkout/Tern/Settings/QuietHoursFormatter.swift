import Foundation

struct QuietHoursFormatter {
    private let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "HH:mm"
        // uses TimeZone.current
        return f
    }()

    func startLabel(for date: Date) -> String {
        formatter.string(from: date)
    }
}
