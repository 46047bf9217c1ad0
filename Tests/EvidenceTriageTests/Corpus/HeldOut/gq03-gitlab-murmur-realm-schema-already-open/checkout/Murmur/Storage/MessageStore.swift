import Foundation
import RealmSwift

final class MessageStore {
    private let realm: Realm
    /// Live unread counters, keyed by conversation. Tokens are kept here so the
    /// badge keeps updating while the conversation list is on screen.
    private static var unreadObservers: [String: NotificationToken] = [:]

    init(configuration: Realm.Configuration) throws {
        realm = try Realm(configuration: configuration)
    }

    func insert(_ messages: [Message]) throws {
        try realm.write { realm.add(messages, update: .modified) }
    }

    func markRead(conversationID: String) throws {
        let unread = realm.objects(Message.self)
            .where { $0.conversationID == conversationID && $0.readAt == nil }
        try realm.write { unread.forEach { $0.readAt = Date() } }
    }

    func observeUnread(conversationID: String, onChange: @escaping (Int) -> Void) {
        let unread = realm.objects(Message.self)
            .where { $0.conversationID == conversationID && $0.readAt == nil }
        Self.unreadObservers[conversationID] = unread.observe { change in
            if case .update(let results, _, _, _) = change { onChange(results.count) }
            if case .initial(let results) = change { onChange(results.count) }
        }
    }
}
