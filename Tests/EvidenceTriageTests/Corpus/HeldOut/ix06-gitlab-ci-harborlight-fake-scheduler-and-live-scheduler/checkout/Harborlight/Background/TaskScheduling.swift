import BackgroundTasks
import Foundation

/// The slice of BGTaskScheduler the app uses, so tests can swap in a fake.
protocol TaskScheduling: AnyObject {
    func submit(_ request: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier identifier: String)
}

/// Production adapter over the real scheduler.
final class LiveTaskScheduler: TaskScheduling {
    static let shared = LiveTaskScheduler()
    func submit(_ request: BGTaskRequest) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(request.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            Diagnostics.record(request.identifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }
    func cancel(taskRequestWithIdentifier identifier: String) {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: identifier)
    }
}

/// A BGAppRefreshTask seen through what the coordinator needs.
protocol RefreshTaskType: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskType {}
