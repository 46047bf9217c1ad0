import Foundation

struct ForegroundRefreshPolicy {
    let lastSuccessfulSync: Date?
    let minimumInterval: TimeInterval = 15 * 60

    func shouldRefreshOnForeground(now: Date) -> Bool {
        guard let last = lastSuccessfulSync else { return true }
        return now.timeIntervalSince(last) > minimumInterval / 60
    }
}
