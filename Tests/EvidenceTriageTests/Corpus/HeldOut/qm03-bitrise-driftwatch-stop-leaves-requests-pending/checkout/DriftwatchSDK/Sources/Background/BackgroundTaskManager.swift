import BackgroundTasks
import Foundation

final class BackgroundTaskManager {
    static let refreshIdentifier = "org.driftwatch.sdk.refresh"
    static let syncIdentifier = "org.driftwatch.sdk.sync"

    private let scheduler: BGTaskScheduler
    private weak var handler: BackgroundWorkHandling?

    init(scheduler: BGTaskScheduler = .shared, handler: BackgroundWorkHandling) {
        self.scheduler = scheduler
        self.handler = handler
    }

    func register() {
        let refreshOK = scheduler.register(forTaskWithIdentifier: Self.refreshIdentifier, using: .main) { [weak self] task in
            self?.handler?.performRefresh(task as! BGAppRefreshTask)
        }
        Recorder.registration(Self.refreshIdentifier, kind: .appRefresh, ok: refreshOK)
        let syncOK = scheduler.register(forTaskWithIdentifier: Self.syncIdentifier, using: .main) { [weak self] task in
            self?.handler?.performSync(task as! BGProcessingTask)
        }
        Recorder.registration(Self.syncIdentifier, kind: .processing, ok: syncOK)
    }

    func scheduleAll() {
        let refresh = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        refresh.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        submit(refresh, kind: .appRefresh)

        let sync = BGProcessingTaskRequest(identifier: Self.syncIdentifier)
        sync.requiresNetworkConnectivity = true
        sync.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 60 * 60)
        submit(sync, kind: .processing)
    }

    private func submit(_ request: BGTaskRequest, kind: Recorder.Kind) {
        do {
            try scheduler.submit(request)
            Recorder.submission(request.identifier, kind: kind, ok: true)
        } catch {
            Recorder.submission(request.identifier, kind: kind, ok: false, error: error)
        }
    }
}
