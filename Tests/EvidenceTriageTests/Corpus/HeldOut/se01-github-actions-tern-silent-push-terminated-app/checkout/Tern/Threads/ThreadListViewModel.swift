import Foundation

struct ThreadSummary { let id: String; let unread: Int; let muted: Bool }

final class ThreadListViewModel {
    let threads: [ThreadSummary]
    init(threads: [ThreadSummary]) { self.threads = threads }

    var badgeCount: Int {
        threads.reduce(0) { $0 + $1.unread }
    }
}
