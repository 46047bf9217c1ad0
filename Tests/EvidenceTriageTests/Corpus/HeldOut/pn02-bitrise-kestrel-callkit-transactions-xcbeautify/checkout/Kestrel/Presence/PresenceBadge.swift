import Foundation

struct PresenceBadge {
    enum Status { case online, away, offline }
    let lastActive: Date
    let now: Date

    var status: Status {
        let idle = now.timeIntervalSince(lastActive)
        if idle > 3600 { return .offline }
        if idle > 300 { return .away }
        return .online
    }
}
