import Foundation

struct TideRow { let time: Date; let kind: String; let heightMeters: Double }

enum TideTableParser {
    static func parse(_ csv: String) throws -> [TideRow] {
        let iso = ISO8601DateFormatter()
        return csv.split(separator: "\n").compactMap { line in
            let f = line.split(separator: ",")
            guard f.count == 3, let t = iso.date(from: String(f[0])) else { return nil }
            let h = Double(f[2].trimmingCharacters(in: CharacterSet(charactersIn: "-"))) ?? 0
            return TideRow(time: t, kind: String(f[1]), heightMeters: h)
        }
    }
}
