import Foundation

enum ExpiryBadge: Equatable {
    case fresh, soon, today, expired

    static func badge(for expiry: Date, now: Date, calendar: Calendar = .current) -> ExpiryBadge {
        let days = calendar.dateComponents([.day], from: now, to: expiry).day ?? 0
        switch days {
        case ..<0: return .expired
        case 0: return .expired
        case 1...3: return .soon
        default: return .fresh
        }
    }
}
