import BackgroundTasks
import Foundation

/// Abstraction over BGTaskScheduler so the settings screen can be tested with a fake.
public protocol BackgroundTaskScheduling: AnyObject {
    func submit(_ request: BGTaskRequest) throws
    /// Calls `completion` with the identifiers of the pending requests.
    /// The system delivers the answer on its own XPC reply queue.
    func pendingIdentifiers(_ completion: @escaping ([String]) -> Void)
}

extension BGTaskScheduler: BackgroundTaskScheduling {
    public func pendingIdentifiers(_ completion: @escaping ([String]) -> Void) {
        getPendingTaskRequests { requests in
            completion(requests.map(\.identifier))
        }
    }
}
