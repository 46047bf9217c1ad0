import BackgroundTasks
import Foundation

final class BackgroundUploadScheduler {
    static let shared = BackgroundUploadScheduler()
    static let identifier = "com.warblerlog.app.sighting-sync"

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            SightingSyncJob.live.run(task: task as! BGAppRefreshTask)
        }
        NSLog("[Warblerlog] registered %@ (appRefresh) -> %@", Self.identifier, ok ? "true" : "false")
        Diagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func sceneDidEnterBackground() {
        NSLog("[Upload] scene did enter background; submitting %@ (earliestBeginDate +60s)", Self.identifier)
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            NSLog("[Upload] sighting-sync submit failed: %@", "\(error)")
            Diagnostics.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }
}
