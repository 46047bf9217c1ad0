import BackgroundTasks

final class VisitSync {
    static let taskID = "com.waypost.app.visit-sync"
    static let shared = VisitSync(store: VisitStore.live, api: VisitAPI.live)

    let store: VisitStoring
    let api: VisitUploading

    init(store: VisitStoring, api: VisitUploading) {
        self.store = store
        self.api = api
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try BGTaskScheduler.shared.submit(request)
    }

    /// Uploads visits after the stored cursor, then advances the cursor.
    func runOnce() async throws {
        let pending = try store.visits(after: store.cursor)
        guard let last = pending.last else { return }
        store.cursor = last.id
        try await api.upload(pending)
    }

    func handle(_ task: BGAppRefreshTask) {
        let work = Task { try await runOnce() }
        task.expirationHandler = { work.cancel() }
        Task { task.setTaskCompleted(success: (try? await work.value) != nil) }
    }
}
