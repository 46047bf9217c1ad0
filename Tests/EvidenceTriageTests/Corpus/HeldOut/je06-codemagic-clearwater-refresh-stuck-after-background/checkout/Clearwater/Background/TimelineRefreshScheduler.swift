import BackgroundTasks
import Foundation

protocol TaskSubmitting {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskSubmitting {}

protocol NowProviding {
    var now: Date { get }
}

struct TimelineRefreshScheduler {
    let scheduler: TaskSubmitting
    let clock: NowProviding
    var interval: TimeInterval = 15 * 60

    @discardableResult
    func schedule() throws -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.timelineRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try scheduler.submit(request)
        return request
    }
}
