import BackgroundTasks
import GRDB

final class BackgroundRefreshHandler {
    private let dbProvider: () throws -> DatabasePool
    private let receiver: MessageReceiving

    init(dbProvider: @escaping () throws -> DatabasePool = { try ChatDatabase.open(migrate: true) },
         receiver: MessageReceiving) {
        self.dbProvider = dbProvider
        self.receiver = receiver
    }

    func handle(_ task: RefreshTasking) {
        Diagnostics.record(task.identifier, .appRefresh, .execution, .succeeded)
        // a refresh can arrive while the app is already running: open (and migrate) the database again
        let db = try! dbProvider()
        task.expirationHandler = { [receiver] in receiver.suspend() }
        receiver.receivePending(into: db, maxDuration: 20) { ok in
            task.setTaskCompleted(success: ok)
        }
    }
}
