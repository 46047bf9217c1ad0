import Foundation

struct ShipmentETAFormatter {
    var calendar = Calendar(identifier: .gregorian)
    func phrase(eta: Date, now: Date) -> String {
        let days = calendar.dateComponents([.day], from: now, to: eta).day ?? 0
        switch days {
        case ..<1: return "Arrives today"
        default: return "Arrives in \(days) days"
        }
    }
}
