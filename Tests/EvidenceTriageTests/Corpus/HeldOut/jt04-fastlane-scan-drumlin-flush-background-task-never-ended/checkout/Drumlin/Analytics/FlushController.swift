import UIKit
import os

/// Sends queued analytics batches when the app goes to the background.
/// Wraps the send in a UIApplication background task so it can finish after
/// the user leaves the app.
final class FlushController {
    private let app: BackgroundTaskApplication
    private let queue: EventQueue
    private let sender: BatchSender
    private let log = Logger(subsystem: "com.drumlin.app", category: "flush")
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(app: BackgroundTaskApplication, queue: EventQueue, sender: BatchSender) {
        self.app = app
        self.queue = queue
        self.sender = sender
    }

    func applicationDidEnterBackground() {
        taskID = app.beginBackgroundTask(withName: "Called by Drumlin, from -[DRFlushController beginDelayBackgroundTask]") { [weak self] in
            guard let self else { return }
            self.log.info("expiration: flush cancelled")
            self.sender.cancel()
            // endBackgroundTask happens in the send completion below
        }
        guard let batch = queue.nextBatch() else {
            log.debug("flush: queue empty")
            return
        }
        sender.send(batch) { [weak self] result in
            guard let self else { return }
            self.queue.markSent(batch)
            self.log.info("batch \(batch.id) marked sent (\(String(describing: result)))")
            self.app.endBackgroundTask(self.taskID)
            self.taskID = .invalid
        }
    }
}
