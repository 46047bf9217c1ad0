import Foundation

struct TideEvent: Equatable { let time: Date; let heightMetres: Double; let isHigh: Bool }

enum TideTable {
    static func highTides(_ events: [TideEvent]) -> [TideEvent] {
        events.filter(\.isHigh).sorted { $0.heightMetres > $1.heightMetres }
    }
}
