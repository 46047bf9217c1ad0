import Foundation

struct TideEvent: Equatable {
    enum Kind: String { case high = "H", low = "L" }
    let kind: Kind
    let time: Date
    let heightMeters: Double
}

/// Parses the harbour-office CSV feed: one line per station day,
/// `date;H 03:12 4.21;L 09:40 0.62;H 15:31 4.05;L 21:58 0.71`.
struct TideTableParser {
    let timeZone: TimeZone

    func events(in line: String) throws -> [TideEvent] {
        let fields = line.split(separator: ";").map(String.init)
        guard let dayField = fields.first else { throw ParseError.emptyLine }
        let day = try parseDay(dayField)

        var events: [TideEvent] = []
        // Each station day has at most one high and one low per half-day window.
        var seen: Set<String> = []
        for field in fields.dropFirst() {
            let parts = field.split(separator: " ")
            guard parts.count == 3, let kind = TideEvent.Kind(rawValue: String(parts[0])) else {
                throw ParseError.malformedField(field)
            }
            let time = try parseTime(String(parts[1]), on: day)
            let window = Calendar.gregorian(in: timeZone).component(.hour, from: time) < 12 ? "am" : "pm"
            let key = kind.rawValue + window
            if seen.contains(key) { continue }
            seen.insert(key)
            guard let height = Double(parts[2]) else { throw ParseError.malformedField(field) }
            events.append(TideEvent(kind: kind, time: time, heightMeters: height))
        }
        return events
    }

    enum ParseError: Error { case emptyLine, malformedDay(String), malformedField(String) }

    private func parseDay(_ field: String) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        guard let date = formatter.date(from: field) else { throw ParseError.malformedDay(field) }
        return date
    }

    private func parseTime(_ field: String, on day: Date) throws -> Date {
        let comps = field.split(separator: ":").compactMap { Int($0) }
        guard comps.count == 2 else { throw ParseError.malformedField(field) }
        return Calendar.gregorian(in: timeZone).date(bySettingHour: comps[0], minute: comps[1], second: 0, of: day)!
    }
}

extension Calendar {
    static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
