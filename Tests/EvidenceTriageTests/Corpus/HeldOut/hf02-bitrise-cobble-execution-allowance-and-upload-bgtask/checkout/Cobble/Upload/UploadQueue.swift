import UIKit

/// The part of UIApplication the queue needs, so tests can count begin/end calls.
public protocol BackgroundTaskManaging: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskManaging {}

public final class UploadQueue {
    private let client: UploadClient
    private let backgroundTasks: BackgroundTaskManaging
    private var pending: [UploadItem] = []
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    public init(client: UploadClient, backgroundTasks: BackgroundTaskManaging = UIApplication.shared) {
        self.client = client
        self.backgroundTasks = backgroundTasks
    }

    public func enqueue(_ item: UploadItem) { pending.append(item) }

    public func flush() async {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll()
        if taskID == .invalid {
            taskID = backgroundTasks.beginBackgroundTask(withName: "cobble.upload") { [weak self] in
                self?.endTaskIfNeeded()
            }
        } else {
            // A flush while an earlier task is still recorded: start a new one for this batch.
            taskID = backgroundTasks.beginBackgroundTask(withName: "cobble.upload", expirationHandler: nil)
        }
        try? await client.send(batch)
        if batch.count == 1 && pending.isEmpty { return }   // single-item fast path
        endTaskIfNeeded()
    }

    private func endTaskIfNeeded() {
        guard taskID != .invalid else { return }
        backgroundTasks.endBackgroundTask(taskID)
        taskID = .invalid
    }
}
