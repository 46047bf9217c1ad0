import Foundation

struct TransectRow: Equatable {
    let station: String
    let depthMeters: Double
}

enum TransectCSVParser {
    /// Header: station,depth,unit  (unit is "m" or "ft")
    static func parse(_ csv: String) throws -> [TransectRow] {
        csv.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let cols = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cols.count == 3, let depth = Double(cols[1]) else { return nil }
            return TransectRow(station: cols[0], depthMeters: depth)
        }
    }
}
