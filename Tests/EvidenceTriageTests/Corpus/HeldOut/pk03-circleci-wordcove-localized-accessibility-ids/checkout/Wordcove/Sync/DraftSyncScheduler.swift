import BackgroundTasks

final class DraftSyncScheduler {
    static let shared = DraftSyncScheduler()
    static let identifier = "blog.wordcove.app.draft-sync"
    var onRunForTesting: (() -> Void)?
    private(set) var pendingRequest: BGAppRefreshTaskRequest?

    func registerHandler() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRunForTesting?()
            DraftSync.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(.registration, Self.identifier, .appRefresh, ok ? .succeeded : .failed)
    }

    func schedule(after seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        try BGTaskScheduler.shared.submit(request)
        pendingRequest = request
        DiagnosticRecorder.shared.record(.submission, Self.identifier, .appRefresh, .succeeded)
    }
}
