import Foundation

@MainActor
final class ConversationStore: ObservableObject {
    @Published private(set) var conversations: [Conversation] = []
    private let database: ChatDatabase

    init(database: ChatDatabase) {
        self.database = database
    }

    func markRead(_ conversation: Conversation) {
        guard let index = conversations.firstIndex(where: { $0.id == conversation.id }) else { return }
        var updated = conversations[index]
        updated.unreadCount = 0
        database.save(updated)
    }

    func reload() {
        conversations = database.allConversations()
    }
}
