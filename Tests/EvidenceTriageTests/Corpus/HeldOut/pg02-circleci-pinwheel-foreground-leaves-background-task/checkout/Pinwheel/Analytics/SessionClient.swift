import UIKit

final class SessionClient {
    private let application: BackgroundTaskHosting
    private let queue: OperationQueue
    private(set) var bgTask: UIBackgroundTaskIdentifier = .invalid
    private var pendingSessionEnd: BlockOperation?
    var sessionTimeout: TimeInterval = 5

    init(application: BackgroundTaskHosting, queue: OperationQueue = OperationQueue()) {
        self.application = application
        self.queue = queue
    }

    func applicationDidEnterBackground() {
        bgTask = application.beginBackgroundTask(withName: "com.pinwheel.SessionBackgroundTask") { [weak self] in
            self?.endCurrentBackgroundTask()
        }
        let op = BlockOperation { [weak self] in
            self?.submitPendingEvents()
            self?.endCurrentBackgroundTask()
        }
        pendingSessionEnd = op
        queue.schedule(op, after: sessionTimeout)
    }

    func applicationWillEnterForeground() {
        pendingSessionEnd?.cancel()
        pendingSessionEnd = nil
        resumeSession()
    }

    func endCurrentBackgroundTask() {
        guard bgTask != .invalid else { return }
        application.endBackgroundTask(bgTask)
        bgTask = .invalid
    }

    private func resumeSession() { /* restarts the session timer */ }
    private func submitPendingEvents() { /* flushes queued events */ }
}
