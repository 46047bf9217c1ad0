import Foundation

/// Pulls room list changes and the newest messages of each changed room,
/// writing everything in one Realm write transaction.
final class RoomsRefreshOperation: Operation, @unchecked Sendable {
    private let store: RoomStore
    private let api: TalkAPI

    init(store: RoomStore, api: TalkAPI) {
        self.store = store
        self.api = api
    }

    override func main() {
        guard !isCancelled else { return }
        let changed: [RoomChange]
        do {
            changed = try api.roomChanges(since: store.lastRoomsSync)
        } catch {
            return
        }

        store.beginWrite()
        for change in changed {
            // Cancelled mid-refresh (task expired): stop fetching.
            if isCancelled { return }
            store.apply(change)
            if let messages = try? api.newestMessages(in: change.token, limit: 20) {
                store.insert(messages, into: change.token)
            }
        }
        store.lastRoomsSync = Date()
        store.commitWrite()
    }
}
