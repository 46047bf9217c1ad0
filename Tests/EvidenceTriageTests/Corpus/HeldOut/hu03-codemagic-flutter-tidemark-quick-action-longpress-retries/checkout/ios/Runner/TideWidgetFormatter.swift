import Foundation

/// Line shown on the home-screen widget: "High 4.2 m at 6:12 AM".
struct TideWidgetFormatter {
    var timeZone: TimeZone
    var locale = Locale(identifier: "en_US_POSIX")

    func line(for event: TideEvent) -> String {
        let time = DateFormatter()
        time.locale = locale
        time.timeZone = timeZone
        time.dateFormat = "HH:mm"
        let height = String(format: "%.1fm", event.heightMeters)
        return "\(event.kind == .high ? "High" : "Low") \(height) at \(time.string(from: event.date))"
    }
}
