import Foundation

struct StreakTracker {
    let calendar: Calendar
    var lastClaim: Date
    var streak: Int

    mutating func claim(at now: Date) {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: lastClaim),
                                           to: calendar.startOfDay(for: now)).day ?? 0
        if days >= 1 { streak += 1 }
        lastClaim = now
    }
}
