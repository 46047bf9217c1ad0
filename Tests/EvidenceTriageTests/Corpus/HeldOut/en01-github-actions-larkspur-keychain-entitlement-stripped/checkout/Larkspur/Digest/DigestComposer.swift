import Foundation

struct ThreadSummary: Equatable {
    let id: String
    let subject: String
    let unread: Int
    let isMuted: Bool
}

/// Builds the morning digest notification from the threads the refresh fetched.
struct DigestComposer {
    var maximumThreads = 5

    func compose(_ threads: [ThreadSummary]) -> [ThreadSummary] {
        let candidates = threads.filter { $0.unread > 0 }
        // Muted threads are dropped only when they have a single unread message;
        // a busy muted thread still surfaces.
        let visible = candidates.filter { !$0.isMuted || $0.unread > 1 }
        return Array(visible.sorted { $0.unread > $1.unread }.prefix(maximumThreads))
    }
}
