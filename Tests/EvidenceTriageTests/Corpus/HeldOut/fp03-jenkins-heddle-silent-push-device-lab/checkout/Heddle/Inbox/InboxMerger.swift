import Foundation

struct ThreadSummary: Equatable {
    let id: String
    var lastMessageID: String
    var lastActivity: Date
    var unreadCount: Int
    var isRead: Bool
}

/// Merges a server page of threads into the local inbox.
enum InboxMerger {
    static func merge(local: [ThreadSummary], remote: [ThreadSummary]) -> [ThreadSummary] {
        var byID = Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0) })
        for thread in remote {
            if let existing = byID[thread.id], existing.lastActivity > thread.lastActivity {
                continue // local copy is newer (sent from this device)
            }
            byID[thread.id] = thread
        }
        return byID.values.sorted { $0.lastActivity > $1.lastActivity }
    }
}
