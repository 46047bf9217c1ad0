import Foundation

/// Messages written while offline, keyed by room token. Flushed by the
/// background fetch and when connectivity returns.
final class OfflineMessageQueue {
    static let shared = OfflineMessageQueue()

    private(set) var pendingByRoom: [String: [OutgoingMessage]] = [:]
    private let roomStore: RoomStore

    init(roomStore: RoomStore = .shared) {
        self.roomStore = roomStore
    }

    func enqueue(_ message: OutgoingMessage, roomToken: String) {
        pendingByRoom[roomToken, default: []].append(message)
    }

    /// Sends every queued message and returns how many were handed to the sender.
    @discardableResult
    func flush(using sender: MessageSending) -> Int {
        var sent = 0
        for roomToken in pendingByRoom.keys.sorted() {
            guard let room = roomStore.room(withToken: roomToken) else {
                // The room was left or deleted while we were offline.
                pendingByRoom[roomToken] = nil
                return sent
            }
            for message in pendingByRoom[roomToken] ?? [] {
                sender.send(message, in: room)
                sent += 1
            }
            pendingByRoom[roomToken] = nil
        }
        return sent
    }
}
