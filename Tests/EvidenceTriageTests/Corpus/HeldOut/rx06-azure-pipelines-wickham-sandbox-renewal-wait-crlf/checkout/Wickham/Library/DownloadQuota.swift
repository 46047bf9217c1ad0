import Foundation

struct DownloadQuota {
    let limit: Int
    var used: Int
    var periodStart: Date

    mutating func refresh(now: Date) {
        let cal = Calendar(identifier: .gregorian)
        if now.timeIntervalSince(periodStart) >= 30 * 86_400 {
            used = 0
            periodStart = cal.startOfDay(for: now)
        }
    }
}
