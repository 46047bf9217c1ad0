import BackgroundTasks

final class BackgroundSyncAdapter {
    private let engine: SyncEngine
    init(engine: SyncEngine) { self.engine = engine }

    func handle(_ task: AppRefreshTaskProtocol) async {
        task.expirationHandler = { [engine] in engine.cancel() }
        do {
            try engine.store.beginIncrementalRebuild()   // truncates rooms before the transfer
            try await engine.syncIncremental()
            task.setTaskCompleted(success: true)
        } catch {
            task.setTaskCompleted(success: false)     // the truncated store is left as is
        }
    }
}
