import Foundation
import SwiftData

@MainActor
struct MessageStore {
    let context: ModelContext

    func insert(_ messages: MessageEntity...) throws {
        messages.forEach(context.insert)
        try context.save()
    }

    func channelMessages(channel: Int32) throws -> [MessageEntity] {
        let descriptor = FetchDescriptor<MessageEntity>(
            predicate: #Predicate { $0.channel == channel },
            sortBy: [SortDescriptor(\.receivedAt)])
        return try context.fetch(descriptor)
    }

    /// Direct messages are the ones addressed to a user; channel broadcasts have no `toUser`.
    func unreadDirectMessages() throws -> [MessageEntity] {
        let descriptor = FetchDescriptor<MessageEntity>(
            predicate: #Predicate { $0.toUser != nil && $0.read == false },
            sortBy: [SortDescriptor(\.receivedAt)])
        return try context.fetch(descriptor)
    }
}
