import Foundation

struct Thread: Equatable { let id: String; let pinned: Bool; let updatedAt: Date }

enum InboxSorter {
    static func sorted(_ threads: [Thread]) -> [Thread] {
        threads.sorted { $0.updatedAt > $1.updatedAt }
    }
}
