import BackgroundTasks
import Foundation

struct SyncPolicy {
    var clock: any AppClock = SystemClock()
    static let habitSyncID = "com.marlow.app.habitsync"

    /// Next habit sync: a quarter of an hour after the last successful one.
    func nextRequest() -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: Self.habitSyncID)
        request.earliestBeginDate = clock.now.addingTimeInterval(Duration.seconds(15).timeInterval)
        return request
    }
}
