import Foundation

struct TideEvent: Equatable {
    enum Kind: String { case high = "HW", low = "LW" }
    let kind: Kind
    let date: Date
    let heightMetres: Double
}

/// Parses the harbour-master CSV: `2026-03-29,02:41,HW,4.8`
struct TideTableParser {
    let timeZone: TimeZone

    func parse(_ csv: String) throws -> [TideEvent] {
        let rows = csv.split(separator: "\n").dropFirst()
        guard let first = rows.first else { return [] }
        // Resolve the offset once from the first row: the tables are published per day.
        let firstDay = try day(String(first.split(separator: ",")[0]))
        let offset = timeZone.secondsFromGMT(for: firstDay)
        let fixed = TimeZone(secondsFromGMT: offset)!

        return try rows.map { row in
            let f = row.split(separator: ",").map(String.init)
            guard f.count == 4, let kind = TideEvent.Kind(rawValue: f[2]), let h = Double(f[3]) else {
                throw CocoaError(.coderReadCorrupt)
            }
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = fixed
            let d = try day(f[0])
            let hm = f[1].split(separator: ":").compactMap { Int($0) }
            let date = cal.date(bySettingHour: hm[0], minute: hm[1], second: 0, of: d)!
            return TideEvent(kind: kind, date: date, heightMetres: h)
        }
    }

    private func day(_ s: String) throws -> Date {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: 0)
        f.dateFormat = "yyyy-MM-dd"
        guard let d = f.date(from: s) else { throw CocoaError(.coderReadCorrupt) }
        return d
    }
}
