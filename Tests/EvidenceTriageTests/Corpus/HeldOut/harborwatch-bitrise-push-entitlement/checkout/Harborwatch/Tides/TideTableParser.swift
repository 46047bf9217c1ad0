import Foundation

struct TideEvent { let station: String; let time: Date?; let heightMeters: Double; let kind: String }

/// Parses the harbour authority's CSV feed, fetched by the
/// "com.harborwatch.app.tides-refresh" app-refresh task.
struct TideTableParser {
    let locale: Locale
    let timeZone: TimeZone

    private var formatter: DateFormatter {
        let f = DateFormatter()
        f.locale = locale                 // user's locale, so times read naturally
        f.timeZone = timeZone
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f
    }

    func parse(_ csv: String) throws -> [TideEvent] {
        let f = formatter
        return csv.split(separator: "\n").dropFirst().map { row in
            let cols = row.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return TideEvent(station: cols[0], time: f.date(from: cols[1]),
                             heightMeters: Double(cols[2]) ?? .nan, kind: cols[3])
        }
    }
}
