import BackgroundTasks
import CombineSchedulers
import Foundation

/// Anything that can accept a background task request. `BGTaskScheduler` in the app, a fake in tests.
protocol TaskScheduling: AnyObject {
    func submit(_ request: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier identifier: String)
}
extension BGTaskScheduler: TaskScheduling {}

/// The part of `BGAppRefreshTask` the coordinator uses, so tests can hand it a fake task.
protocol RefreshTask: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTask {}

/// Checks subscribed podcasts for new episodes in the `com.pipwhistle.episodes.refresh` task and
/// asks for the next refresh once the current one has finished or expired.
final class EpisodeRefreshCoordinator {
    static let identifier = "com.pipwhistle.episodes.refresh"

    private let taskScheduler: TaskScheduling
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let checkFeeds: () async throws -> Int
    let resubmitDelay: TimeInterval

    init(taskScheduler: TaskScheduling = BGTaskScheduler.shared,
         scheduler: AnySchedulerOf<DispatchQueue> = .main,
         resubmitDelay: TimeInterval = 15 * 60,
         checkFeeds: @escaping () async throws -> Int) {
        self.taskScheduler = taskScheduler
        self.scheduler = scheduler
        self.resubmitDelay = resubmitDelay
        self.checkFeeds = checkFeeds
    }

    func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: resubmitDelay)
        try taskScheduler.submit(request)
    }

    func handle(_ task: RefreshTask) {
        let work = Task {
            let found = (try? await checkFeeds()) ?? 0
            task.setTaskCompleted(success: found >= 0)
            scheduleNext()
        }
        task.expirationHandler = { [weak self] in
            work.cancel()
            task.setTaskCompleted(success: false)
            self?.scheduleNext()
        }
    }

    /// Waits a little before asking again so a refresh that just ran is not immediately re-requested.
    private func scheduleNext() {
        DispatchQueue.main.asyncAfter(deadline: .now() + resubmitDelay) { [weak self] in
            do {
                try self?.submit()
            } catch {
                print("[EpisodeRefresh] submit failed: \(error)")
            }
        }
    }
}
