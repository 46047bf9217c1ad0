import Foundation

final class FeedFetch {
    private let service: FeedService
    private let database: SuspendableDatabase
    private let workQueue = DispatchQueue(label: "tansy.feedfetch")

    init(service: FeedService, database: SuspendableDatabase = AppDatabase.shared) {
        self.service = service
        self.database = database
    }

    func perform(_ completion: @escaping (FetchResult) -> Void) {
        workQueue.async { [service] in
            service.refreshAll { completion($0 > 0 ? .newData : .noData) }
        }
    }

    /// Called from BGAppRefreshTask.expirationHandler.
    func expirationHandler() {
        service.cancelAll()
        workQueue.async { [database] in
            database.suspend()
        }
    }
}
