import UIKit

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

/// Finishes the pantry upload when the app moves to the background.
@MainActor
final class PantrySyncAdapter {
    private let application: BackgroundTaskApplication
    private let sync: PantrySync
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication, sync: PantrySync) {
        self.application = application
        self.sync = sync
    }

    func applicationDidEnterBackground() {
        taskID = application.beginBackgroundTask(withName: "pantry.sync") { [weak self] in
            guard let self else { return }
            self.sync.cancel()
            self.stopSync { self.application.endBackgroundTask(self.taskID) }
        }
        Task {
            await sync.run()
            application.endBackgroundTask(taskID)   // also reached after cancellation
            taskID = .invalid
        }
    }

    private func stopSync(_ completion: @escaping () -> Void) {
        sync.flushPendingWrites()
        completion()
    }
}
