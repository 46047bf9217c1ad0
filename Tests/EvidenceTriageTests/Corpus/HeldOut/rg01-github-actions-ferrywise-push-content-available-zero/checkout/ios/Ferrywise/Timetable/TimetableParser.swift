import Foundation

struct Sailing: Equatable { let route: String; let departs: Date; let arrives: Date }

struct TimetableParser {
    var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Dublin")!
        return c
    }()

    /// Rows look like "HX-2340|2026-06-12|23:40|01:55"
    func parse(row: String) -> Sailing? {
        let parts = row.split(separator: "|").map(String.init)
        guard parts.count == 4 else { return nil }
        let df = DateFormatter()
        df.calendar = calendar
        df.timeZone = calendar.timeZone
        df.dateFormat = "yyyy-MM-dd HH:mm"
        guard let dep = df.date(from: "\(parts[1]) \(parts[2])"),
              let arr = df.date(from: "\(parts[1]) \(parts[3])") else { return nil }
        return Sailing(route: parts[0], departs: dep, arrives: arr)
    }
}
