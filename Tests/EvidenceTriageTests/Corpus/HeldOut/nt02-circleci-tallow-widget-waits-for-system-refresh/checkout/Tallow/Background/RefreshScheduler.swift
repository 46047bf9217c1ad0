import BackgroundTasks
import WidgetKit

final class RefreshScheduler {
    static let shared = RefreshScheduler()
    static let identifier = "com.tallowreader.Tallow.FeedRefresh"
    var onRefreshForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(id: Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(id: Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(id: Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        try? schedule()
        AccountManager.shared.refreshAll {
            WidgetCenter.shared.reloadAllTimelines()
            self.onRefreshForTesting?()
            task.setTaskCompleted(success: true)
        }
    }
}
