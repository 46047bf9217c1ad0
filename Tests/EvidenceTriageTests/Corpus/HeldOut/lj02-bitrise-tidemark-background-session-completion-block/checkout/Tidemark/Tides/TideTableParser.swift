import Foundation

struct TideEvent: Equatable { let time: String; let heightMeters: Double }

enum TideTableParser {
    /// Lines like "04:12  H  2.31" or "10:40  L  -0.12".
    static func parse(_ text: String) -> [TideEvent] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 3, let h = Double(parts[2].filter { $0.isNumber || $0 == "." }) else { return nil }
            return TideEvent(time: String(parts[0]), heightMeters: h)
        }
    }
}
