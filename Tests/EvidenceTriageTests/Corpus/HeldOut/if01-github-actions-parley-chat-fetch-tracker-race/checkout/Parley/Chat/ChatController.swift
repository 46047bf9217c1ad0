import Foundation

/// Loads and sends messages for one room. Created by the chat screen and by the
/// background fetch, which warms the cache for rooms that changed.
final class ChatController {
    let room: Room
    private let api: ChatAPI

    init(room: Room, api: ChatAPI = .shared) {
        self.room = room
        self.api = api
        AllocationTracker.shared.didAllocate(self)
    }

    deinit {
        AllocationTracker.shared.didDeallocate(self)
    }

    func fetchNewMessages(completion: @escaping (Result<[ChatMessage], Error>) -> Void) {
        api.messages(in: room.token, since: room.lastReadMessageID, completion: completion)
    }
}
