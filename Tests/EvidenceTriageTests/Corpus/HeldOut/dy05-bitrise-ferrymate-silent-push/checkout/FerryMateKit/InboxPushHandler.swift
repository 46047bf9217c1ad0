import UIKit

public protocol BackgroundTaskRunning: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskRunning {}

/// Handles a content-available push: pulls the inbox, stores new alerts, and reports
/// the fetch result. Wrapped in a UIKit background task so the write finishes even if
/// the system wants to suspend us right after the fetch completion.
public final class InboxPushHandler {
    private let application: BackgroundTaskRunning
    private let fetcher: InboxFetching

    public init(application: BackgroundTaskRunning, fetcher: InboxFetching) {
        self.application = application
        self.fetcher = fetcher
    }

    public func handle(userInfo: [AnyHashable: Any], completion: @escaping (UIBackgroundFetchResult) -> Void) {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = application.beginBackgroundTask(withName: "inbox-push") { [application] in
            application.endBackgroundTask(taskID)
            taskID = .invalid
        }
        fetcher.fetchInbox(since: userInfo["inbox"] as? String) { [application] result in
            switch result {
            case .success(let alerts):
                InboxStore.shared.insert(alerts)
                completion(alerts.isEmpty ? .noData : .newData)
                application.endBackgroundTask(taskID)
            case .failure:
                completion(.failed)
            }
        }
    }
}
