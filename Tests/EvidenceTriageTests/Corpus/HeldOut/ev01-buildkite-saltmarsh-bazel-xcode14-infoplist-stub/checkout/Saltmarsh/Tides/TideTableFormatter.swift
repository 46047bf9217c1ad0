import Foundation

struct TideEvent: Equatable {
    enum Kind { case high, low }
    let kind: Kind
    let date: Date
    let heightMetres: Double
}

struct TideTableFormatter {
    let station: TideStation

    private var timeFormatter: DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_GB")
        f.dateFormat = "HH:mm"
        // Station tables are published in UTC; convert before display.
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }

    func label(for event: TideEvent) -> String {
        let name = event.kind == .high ? "High water" : "Low water"
        return "\(name) \(timeFormatter.string(from: event.date))"
    }

    func heightLabel(for event: TideEvent) -> String {
        String(format: "%.1f m", event.heightMetres)
    }
}
