import Foundation

struct ChatMessage: Decodable, Equatable {
    var id: Int
    var actorId: String
    var systemMessage: String
    var message: String
}

/// Used by the foreground refresh and by the background fetch.
final class RoomsSync {
    static let shared = RoomsSync(api: .live, store: .shared)
    private let api: ChatAPI
    private let store: RoomStore

    init(api: ChatAPI, store: RoomStore) {
        self.api = api
        self.store = store
    }

    func updateRoomsAndChats(lowPower: Bool) async throws {
        let rooms = try await api.rooms(modifiedSince: store.lastSync)
        store.upsert(rooms)
        guard !lowPower else { return }
        for room in rooms where room.lastActivity > store.lastSync {
            let messages = try await api.messages(room: room.token, after: store.lastReadMessage(room.token))
            // Background fetch only stores chat messages; system messages are
            // applied when the chat view loads.
            store.append(messages.filter { $0.systemMessage.isEmpty }, to: room.token)
        }
    }
}
