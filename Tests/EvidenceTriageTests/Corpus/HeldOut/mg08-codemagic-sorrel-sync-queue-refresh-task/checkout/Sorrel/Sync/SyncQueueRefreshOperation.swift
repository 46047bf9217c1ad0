import Foundation

/// Runs inside the app-refresh task: works through the queued sync tasks one by one.
final class SyncQueueRefreshOperation: Operation, @unchecked Sendable {
    private let queue: SyncTaskQueue
    private let service: SyncService

    init(queue: SyncTaskQueue, service: SyncService) {
        self.queue = queue
        self.service = service
    }

    override func main() {
        let tasks = queue.pending()
        // The sync service already drains its queue when it is woken; executing here as well
        // runs every queued task a second time.
        service.wake()
        for task in tasks {
            if isCancelled {
                queue.removeAll()          // drops what is left instead of keeping it for the next run
                return
            }
            service.execute(task)
        }
        queue.removeAll()
    }
}
