import Foundation

struct FeedState: Equatable {
    let feedID: String
    let lastRefresh: Date?
    let feedUpdateCheckDate: Date?
}

enum FeedRefreshReason { case foregroundQuiet, appRefresh, processing }

/// Picks which feeds a refresh run should touch, oldest checks first, within the
/// time budget of the reason that woke us.
struct FeedRefreshPlanner {
    func batch(from feeds: [FeedState], reason: FeedRefreshReason) -> [FeedState] {
        let limit: Int
        switch reason {
        case .foregroundQuiet: limit = 10
        case .appRefresh: limit = 5        // ~30 s of background time
        case .processing: limit = 60       // minutes, on network
        }
        let ordered = feeds.sorted { lhs, rhs in
            // Never-checked feeds first, then the oldest check.
            switch (lhs.feedUpdateCheckDate, rhs.feedUpdateCheckDate) {
            case (nil, nil): return (lhs.lastRefresh ?? .distantPast) < (rhs.lastRefresh ?? .distantPast)
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?): return l > r
            }
        }
        return Array(ordered.prefix(limit))
    }
}
