import Foundation

public struct ChatMessage {
    public let id: String
    public let authorID: String
    public let readAt: Date?
    public init(id: String, authorID: String, readAt: Date?) { self.id = id; self.authorID = authorID; self.readAt = readAt }
}

public struct ConversationSummary {
    public let messages: [ChatMessage]
    public let currentUserID: String

    public var unreadCount: Int {
        messages.filter { $0.readAt == nil }.count
    }
}
