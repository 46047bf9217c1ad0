import Foundation

@MainActor
final class CrewInboxViewModel: ObservableObject {
    @Published private(set) var unreadCount: Int = 0

    init(unreadCount: Int = 0) {
        self.unreadCount = unreadCount
    }

    func apply(_ snapshot: CrewInboxSnapshot) {
        unreadCount = snapshot.messages.filter { !$0.isRead }.count
    }

    /// Text for the unread badge on the Crew tab.
    var unreadBadgeText: String? {
        guard unreadCount > 0 else { return nil }
        return "\(unreadCount)"
    }

    /// Accessibility value used by the inbox header ("1 new", "12 new").
    var unreadHeaderText: String {
        unreadCount == 0 ? "Up to date" : "\(unreadCount) new"
    }
}
