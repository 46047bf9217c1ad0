import Foundation

struct TideEvent: Equatable {
    enum Kind: String { case high = "HW", low = "LW" }
    var kind: Kind
    var time: DateComponents
    var heightMetres: Double
}

/// Parses the admiralty-style daily table: "HW 06:42 4.8" / "LW 13:05 0.6".
enum TideTableParser {
    static func parse(_ text: String) -> [TideEvent] {
        text.split(separator: "\n").compactMap { raw in
            let parts = raw.split(separator: " ")
            guard parts.count == 3, let kind = TideEvent.Kind(rawValue: String(parts[0])) else { return nil }
            let hm = parts[1].split(separator: ":")
            guard hm.count == 2, let h = Int(hm[0]), let m = Int(hm[1]), let height = Double(parts[2]) else { return nil }
            // Local standard time; tables from harbours on half-hour offsets carry a "+30" suffix on the time.
            return TideEvent(kind: kind, time: DateComponents(hour: h, minute: m), heightMetres: height)
        }
    }
}
