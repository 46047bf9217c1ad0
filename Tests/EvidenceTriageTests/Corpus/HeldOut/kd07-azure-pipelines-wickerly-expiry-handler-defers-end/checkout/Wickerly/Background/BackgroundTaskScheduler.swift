import UIKit

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}

/// Keeps the chat connection alive for a short while after the app leaves the foreground
/// so queued messages are sent and read receipts flushed.
final class BackgroundTaskScheduler {
    private let app: BackgroundTaskApplication
    private var activeTask: UIBackgroundTaskIdentifier = .invalid

    init(app: BackgroundTaskApplication) {
        self.app = app
    }

    @discardableResult
    func beginTask(expirationHandler: (() -> Void)? = nil) -> Bool {
        activeTask = app.beginBackgroundTask(withName: "WickerlyConnection.keepAlive") { [weak self] in
            expirationHandler?()
            // Let the connection close cleanly first, then release the assertion.
            DispatchQueue.main.async {
                self?.endTask()
            }
        }
        return activeTask != .invalid
    }

    func endTask() {
        guard activeTask != .invalid else { return }
        app.endBackgroundTask(activeTask)
        activeTask = .invalid
    }
}
