import UIKit
import os

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
    var backgroundTimeRemaining: TimeInterval { get }
}
extension UIApplication: BackgroundTaskApplication {}

/// When the inspector leaves the app, keep it alive long enough to push queued photos/notes.
final class OutboxFlusher {
    private let app: BackgroundTaskApplication
    private let queue: PhotoUploadQueue
    private var taskID: UIBackgroundTaskIdentifier = .invalid
    private let log = Logger(subsystem: "com.quaymark.inspect", category: "outbox")

    init(app: BackgroundTaskApplication, queue: PhotoUploadQueue) {
        self.app = app
        self.queue = queue
    }

    func applicationDidEnterBackground() {
        taskID = app.beginBackgroundTask(withName: "OutboxFlush") { [weak self] in
            self?.log.notice("OutboxFlush expiring, cancelling uploads")
            self?.queue.cancelAll()
            self?.endTask()
        }
        queue.flush { [weak self] outcome in
            self?.log.info("outbox flush finished: \(String(describing: outcome), privacy: .public)")
            self?.endTask()
        }
    }

    func applicationWillEnterForeground() {
        endTask()
    }

    private func endTask() {
        app.endBackgroundTask(taskID)
    }
}
