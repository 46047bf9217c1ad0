import UIKit

/// Keeps the process alive (a "don't suspend me" assertion) while an upload batch is flushed
/// after the user leaves the app.
final class BackgroundUploadGuard {
    private let host: BackgroundTaskHosting
    private(set) var activeTask: UIBackgroundTaskIdentifier = .invalid

    init(host: BackgroundTaskHosting) {
        self.host = host
    }

    func begin(name: String, onExpire: @escaping () -> Void) {
        var taskID: UIBackgroundTaskIdentifier = .invalid
        // The capture list copies taskID while it is still .invalid.
        let expire: @MainActor @Sendable () -> Void = { [host, taskID] in
            onExpire()
            host.endBackgroundTask(taskID)
        }
        taskID = host.beginBackgroundTask(withName: name, expirationHandler: expire)
        activeTask = taskID
    }

    func end() {
        guard activeTask != .invalid else { return }
        host.endBackgroundTask(activeTask)
        activeTask = .invalid
    }
}
