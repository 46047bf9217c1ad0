import UIKit

public protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskApplication {}

/// Keeps the app alive while the upload queue hands its bodies to nsurlsessiond.
public final class BackgroundTaskGuard {
    private let app: BackgroundTaskApplication
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    public init(app: BackgroundTaskApplication) {
        self.app = app
    }

    public func begin(_ name: String, onExpire: @escaping () -> Void) {
        taskID = app.beginBackgroundTask(withName: name) { [app, taskID] in
            onExpire()
            app.endBackgroundTask(taskID)
        }
    }

    public func end() {
        guard taskID != .invalid else { return }
        app.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
