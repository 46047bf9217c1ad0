import Foundation

struct TideRow: Equatable {
    enum Kind { case high, low }
    let time: Date
    let kind: Kind
    let heightMetres: Double
}

struct TideTableParser {
    func parse(_ csv: String) throws -> [TideRow] {
        let iso = ISO8601DateFormatter()
        return csv.split(separator: "\n").compactMap { line in
            let cols = line.split(separator: ",").map(String.init)
            guard cols.count == 3, let time = iso.date(from: cols[0]) else { return nil }
            let height = Double(cols[2].trimmingCharacters(in: CharacterSet(charactersIn: "+-"))) ?? 0
            return TideRow(time: time, kind: cols[1] == "HW" ? .high : .low, heightMetres: height)
        }
    }
}
