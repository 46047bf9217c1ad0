import Foundation

struct RecentCall { let handle: String; let date: Date; let missed: Bool }

enum RecentCalls {
    static func missedByDay(_ calls: [RecentCall], calendar: Calendar) -> [Date: [RecentCall]] {
        Dictionary(grouping: calls.filter(\.missed)) { $0.date }
    }
}
