import Foundation

struct ThreadSummary: Decodable, Equatable, Identifiable {
    var id: String
    var subject: String
    var unreadCount: Int
}

struct ThreadRowViewModel {
    var thread: ThreadSummary

    var badgeText: String? {
        guard thread.unreadCount > 0 else { return nil }
        return "\(thread.unreadCount) unread"
    }
}
