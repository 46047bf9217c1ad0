import Foundation

enum ExpiryLabel {
    static func text(for date: Date, now: Date, calendar: Calendar = .current) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        switch days {
        case ..<0: return "Expired"
        case 0: return "Expires today"
        default: return "Expires in \(days) day\(days == 1 ? "" : "s")"
        }
    }
}
