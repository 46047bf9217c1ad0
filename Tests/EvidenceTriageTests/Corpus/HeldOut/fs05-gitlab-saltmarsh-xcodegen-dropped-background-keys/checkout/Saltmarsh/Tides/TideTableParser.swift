import Foundation

struct TideEvent: Equatable {
    enum Kind: String { case high = "H", low = "L" }
    let kind: Kind
    let time: Date
    let heightMetres: Double
}

/// Parses the station CSV: `2025-05-14T03:12:00Z,L,-0.21`.
struct TideTableParser {
    private let dateFormatter = ISO8601DateFormatter()

    func parse(_ csv: String) -> [TideEvent] {
        csv.split(whereSeparator: \.isNewline).compactMap { line in
            let fields = line.split(separator: ",")
            guard fields.count == 3,
                  let time = dateFormatter.date(from: String(fields[0])),
                  let kind = TideEvent.Kind(rawValue: String(fields[1])),
                  let height = Double(fields[2].filter { $0.isNumber || $0 == "." })
            else { return nil }
            return TideEvent(kind: kind, time: time, heightMetres: height)
        }
    }
}
