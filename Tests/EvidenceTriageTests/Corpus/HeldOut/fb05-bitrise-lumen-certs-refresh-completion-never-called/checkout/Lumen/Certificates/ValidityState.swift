import Foundation

enum ValidityState: Equatable {
    case valid, expiringSoon, expired

    /// "Expiring soon" starts 28 days before expiry, inclusive.
    static func state(expiresAt: Date, now: Date, calendar: Calendar = .current) -> ValidityState {
        guard expiresAt > now else { return .expired }
        let days = calendar.dateComponents([.day], from: now, to: expiresAt).day ?? 0
        return days < 28 ? .expiringSoon : .valid
    }
}
