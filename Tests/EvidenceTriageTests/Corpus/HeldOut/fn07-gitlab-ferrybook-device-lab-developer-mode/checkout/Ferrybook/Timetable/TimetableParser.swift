import Foundation

struct Sailing: Equatable {
    var route: String
    var departure: Date
    var arrival: Date
}

/// Parses the operator's CSV: route,date,departs,arrives (local pier time, HH:mm).
struct TimetableParser {
    var timeZone = TimeZone(identifier: "Europe/Athens")!

    func parse(_ csv: String) throws -> [Sailing] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let dayFormatter = DateFormatter()
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = timeZone
        dayFormatter.dateFormat = "yyyy-MM-dd"
        return try csv.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: ",").map(String.init)
            guard f.count == 4, let day = dayFormatter.date(from: f[1]) else { throw ParseError.badLine(String(line)) }
            let departure = try time(f[2], on: day, calendar)
            let arrival = try time(f[3], on: day, calendar)
            return Sailing(route: f[0], departure: departure, arrival: arrival)
        }
    }

    private func time(_ hhmm: String, on day: Date, _ calendar: Calendar) throws -> Date {
        let parts = hhmm.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else { throw ParseError.badTime(hhmm) }
        return calendar.date(bySettingHour: parts[0], minute: parts[1], second: 0, of: day)!
    }

    enum ParseError: Error { case badLine(String), badTime(String) }
}
