import Foundation

struct Episode: Identifiable, Equatable {
    let id: String
    let published: Date
    var isPinned = false
}

enum FeedSorter {
    /// Newest first, with pinned episodes kept at the top in their own newest-first order.
    static func newestFirst(_ episodes: [Episode]) -> [Episode] {
        let pinned = episodes.filter(\.isPinned)
        let rest = episodes.filter { !$0.isPinned }.sorted { $0.published > $1.published }
        return pinned + rest
    }
}
