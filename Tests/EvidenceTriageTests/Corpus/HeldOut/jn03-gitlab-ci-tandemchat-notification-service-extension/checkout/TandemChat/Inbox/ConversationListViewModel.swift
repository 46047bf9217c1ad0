import Foundation

@MainActor
final class ConversationListViewModel: ObservableObject {
    @Published private(set) var unreadCount = 0
    private let store: ConversationStore

    init(store: ConversationStore) {
        self.store = store
        unreadCount = store.unreadCount()
    }

    /// Opening a conversation from a notification tap marks it read.
    func openedFromNotification(_ id: Conversation.ID) {
        store.markRead(id)
        unreadCount = store.unreadCount()
    }

    func opened(_ id: Conversation.ID) {
        // Badge is refreshed on the next sync.
    }
}
