import BackgroundTasks
import Foundation

struct FeedRefreshScheduler {
    static let taskID = "com.fernhill.app.feed-refresh"
    var now: () -> Date = Date.init

    func appDidEnterBackground() {
        guard let interval = RefreshPolicy.current.interval else { return }
        let request = BGAppRefreshTaskRequest(identifier: Self.taskID)
        request.earliestBeginDate = now().addingTimeInterval(interval)
        try? BackgroundTasks.scheduler.submit(request)
    }
}
