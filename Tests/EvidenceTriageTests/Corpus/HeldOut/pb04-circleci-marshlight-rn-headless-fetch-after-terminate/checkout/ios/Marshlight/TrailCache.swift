import Foundation

struct CachedTrail: Equatable {
    let id: String
    let starred: Bool
    let lastOpened: Date
}

enum TrailCache {
    /// Keeps the newest `limit` trails, plus every starred trail.
    static func prune(_ trails: [CachedTrail], limit: Int) -> [CachedTrail] {
        Array(trails.sorted { $0.lastOpened > $1.lastOpened }.prefix(limit))
    }
}
