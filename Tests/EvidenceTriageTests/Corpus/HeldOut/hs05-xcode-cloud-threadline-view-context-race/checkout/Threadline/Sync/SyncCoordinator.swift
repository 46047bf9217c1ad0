import BackgroundTasks
import CoreData
import Foundation

/// Entry point for both background triggers: silent push and the comments-refresh task.
final class SyncCoordinator: @unchecked Sendable {
    static let shared = SyncCoordinator(persistence: .shared, api: .live)

    private let persistence: Persistence
    private let api: CommentsAPI
    private let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "com.threadline.sync"
        queue.maxConcurrentOperationCount = 4
        return queue
    }()

    init(persistence: Persistence, api: CommentsAPI) {
        self.persistence = persistence
        self.api = api
    }

    func syncFromPush(_ userInfo: [AnyHashable: Any]) async -> Bool {
        guard let threadID = userInfo["thread"] as? String else { return false }
        return await importThread(threadID) > 0
    }

    func handle(refreshTask task: BGAppRefreshTask) {
        let work = Task { await importWatchedThreads() }
        task.expirationHandler = { work.cancel() }
        Task {
            await work.value
            task.setTaskCompleted(success: !work.isCancelled)
        }
    }

    func importWatchedThreads() async {
        for threadID in await api.watchedThreadIDs() {
            _ = await importThread(threadID)
        }
    }

    /// Used by the refresh task when the user watches many threads (TL-388).
    func importWatchedThreadsConcurrently() async {
        let ids = await api.watchedThreadIDs()
        await withTaskGroup(of: Int.self) { group in
            for threadID in ids {
                group.addTask { await self.importThread(threadID) }
            }
        }
    }

    /// Each trigger gets its own operation; push and refresh can overlap.
    func importThread(_ threadID: String) async -> Int {
        let operation = CommentSyncOperation(persistence: persistence, api: api, threadID: threadID)
        await withCheckedContinuation { continuation in
            operation.completionBlock = { continuation.resume() }
            queue.addOperation(operation)
        }
        return operation.imported
    }
}
