import Foundation

struct TideEvent { enum Kind { case high, low }; let time: String; let height: Double; let kind: Kind }

struct TideTableParser {
    func parse(_ csv: String) throws -> [TideEvent] {
        csv.split(separator: "\n").dropFirst().compactMap { row in
            let cols = row.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cols.count == 3, let h = Double(cols[1]) else { return nil }
            return TideEvent(time: cols[0], height: h, kind: h > 0 ? .high : .low)
        }
    }
}
