import Foundation

struct TrialBadge {
    let expiresAt: Date
    let now: Date

    var text: String? {
        guard expiresAt > now else { return nil }
        let days = Calendar(identifier: .gregorian).dateComponents([.day], from: now, to: expiresAt).day ?? 0
        return days == 1 ? "1 day left" : "\(days) days left"
    }
}
