import Foundation

struct TideEvent: Equatable {
    let time: String
    let heightMetres: Double
    let isHigh: Bool
}

enum TideTableParser {
    /// Parses rows such as "06:42  L  -0.3" from the harbour-master feed.
    static func parse(_ text: String) -> [TideEvent] {
        text.split(separator: "\n").compactMap { row in
            let cols = row.split(separator: " ", omittingEmptySubsequences: true)
            guard cols.count == 3 else { return nil }
            let raw = cols[2].trimmingCharacters(in: CharacterSet(charactersIn: "+-"))
            guard let h = Double(raw) else { return nil }
            return TideEvent(time: String(cols[0]), heightMetres: h, isHigh: cols[1] == "H")
        }
    }
}
