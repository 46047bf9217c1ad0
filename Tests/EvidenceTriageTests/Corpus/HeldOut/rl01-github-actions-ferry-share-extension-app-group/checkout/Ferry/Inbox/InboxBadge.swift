import Foundation

enum InboxBadge {
    static func count(for items: [InboxItem]) -> Int {
        items.count
    }
}
