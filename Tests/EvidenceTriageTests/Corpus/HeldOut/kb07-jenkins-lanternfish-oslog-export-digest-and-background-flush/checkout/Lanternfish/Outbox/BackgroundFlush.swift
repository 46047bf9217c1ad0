import UIKit

/// What the flush needs from UIApplication, so tests can pass a fake.
protocol BackgroundTaskRequesting: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskRequesting {}

/// Sends queued events when the app goes to the background.
final class BackgroundFlush {
    private let app: BackgroundTaskRequesting
    private let queue = DispatchQueue(label: "com.lanternfish.chat.tracking")
    private let outbox: EventOutbox

    init(app: BackgroundTaskRequesting, outbox: EventOutbox) {
        self.app = app
        self.outbox = outbox
    }

    func applicationDidEnterBackground() {
        queue.async {
            // The background-task assertion is requested only once the tracking
            // queue gets to this block, i.e. after the app has started suspending.
            var taskID = UIBackgroundTaskIdentifier.invalid
            taskID = self.app.beginBackgroundTask(withName: "Flush") {
                self.app.endBackgroundTask(taskID)
            }
            self.outbox.flush {
                self.app.endBackgroundTask(taskID)
            }
        }
    }
}
