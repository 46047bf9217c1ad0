import BackgroundTasks
import Foundation

final class BackgroundFetchCoordinator {
    static let shared = BackgroundFetchCoordinator()

    private let fetchQueue = DispatchQueue(label: "com.parley.background-fetch", attributes: .concurrent)
    private let roomStore: RoomStore

    init(roomStore: RoomStore = .shared) {
        self.roomStore = roomStore
    }

    func handle(refreshTask: BGAppRefreshTask) {
        AppDelegate.scheduleRefresh()
        refreshTask.expirationHandler = { ChatAPI.shared.cancelAll() }
        OfflineMessageQueue.shared.flush(using: ChatAPI.shared)
        refreshChangedRooms(roomStore.roomsChangedSinceLastSync()) { _ in
            NotificationFallback.shared.postPendingNotifications()
            refreshTask.setTaskCompleted(success: true)
        }
    }

    /// Warms the message cache for every room that changed since the last sync.
    /// Each room gets its own ChatController, created on the fetch queue.
    func refreshChangedRooms(_ rooms: [Room], completion: @escaping (Int) -> Void) {
        print("[Background] refresh: warming \(rooms.count) changed rooms on \(fetchQueue.label)")
        let group = DispatchGroup()
        var refreshed = 0
        let lock = NSLock()
        for room in rooms {
            fetchQueue.async(group: group) {
                let controller = ChatController(room: room)
                group.enter()
                controller.fetchNewMessages { result in
                    if case .success(let messages) = result {
                        self.roomStore.cache(messages, for: room.token)
                        lock.lock(); refreshed += 1; lock.unlock()
                    }
                    group.leave()
                }
            }
        }
        group.notify(queue: .main) { completion(refreshed) }
    }
}
