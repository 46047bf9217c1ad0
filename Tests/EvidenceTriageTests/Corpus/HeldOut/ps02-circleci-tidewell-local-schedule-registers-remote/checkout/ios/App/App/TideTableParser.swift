import Foundation

struct TideEvent: Equatable { let time: String; let heightMeters: Double; let isHigh: Bool }

enum TideTableParser {
    /// Lines look like "03:12 H 4.21" or "09:40 L -0.14"
    static func parse(_ text: String) -> [TideEvent] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 3, let h = Double(parts[2].replacingOccurrences(of: "-", with: "")) else { return nil }
            return TideEvent(time: String(parts[0]), heightMeters: h, isHigh: parts[1] == "H")
        }
    }
}
