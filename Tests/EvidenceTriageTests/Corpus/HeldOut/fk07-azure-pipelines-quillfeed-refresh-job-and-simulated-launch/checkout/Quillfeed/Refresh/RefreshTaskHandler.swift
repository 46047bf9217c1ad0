import BackgroundTasks
import Foundation

/// What RefreshTaskHandler needs from a BGAppRefreshTask (tests pass a fake).
protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}

final class RefreshTaskHandler {
    static let identifier = "app.quillfeed.refresh"

    private let job: FeedRefreshJob
    private let feeds: () -> [Feed]

    init(job: FeedRefreshJob, feeds: @escaping () -> [Feed]) {
        self.job = job
        self.feeds = feeds
    }

    func handle(_ task: RefreshTaskProtocol) {
        let work = Task { try await job.run(feeds: feeds()) }
        task.expirationHandler = {
            work.cancel()
        }
        Task {
            let result = await work.result
            switch result {
            case .success:
                task.setTaskCompleted(success: true)
            case .failure(let error) where error is CancellationError:
                task.setTaskCompleted(success: true)
            case .failure:
                task.setTaskCompleted(success: false)
            }
            NotificationCenter.default.post(name: .feedRefreshFinished, object: nil)
        }
    }
}

extension Notification.Name {
    static let feedRefreshFinished = Notification.Name("QuillfeedFeedRefreshFinished")
}
