import BackgroundTasks
import Foundation

/// Built with SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor, so this type (and its deinit) is main-actor isolated.
final class RefreshCoordinator {
    static let taskIdentifier = "com.fennec.dictation.transcript-refresh"
    private let scheduler: TaskScheduling

    init(scheduler: TaskScheduling = BGTaskScheduler.shared) {
        self.scheduler = scheduler
    }

    func transcriptSaved() {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try? scheduler.submit(request)
    }

    deinit {
        scheduler.cancel(taskRequestWithIdentifier: Self.taskIdentifier)
    }
}
