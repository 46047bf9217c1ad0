import Foundation

struct FeedItem: Equatable {
    let id: String
    let publishedAt: Date
    let pinned: Bool
}

struct FeedRanker {
    func rank(_ items: [FeedItem]) -> [FeedItem] {
        items.sorted { lhs, rhs in
            lhs.publishedAt > rhs.publishedAt
        }
    }
}
