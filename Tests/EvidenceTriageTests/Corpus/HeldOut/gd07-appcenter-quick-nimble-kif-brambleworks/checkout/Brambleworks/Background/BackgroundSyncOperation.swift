import UIKit

/// Finishes an inventory upload after the user leaves the app, inside a
/// UIApplication background task.
final class BackgroundSyncOperation {

    enum Result: Equatable { case pending, succeeded, failed, expired }

    private let application: BackgroundTaskApplication
    private let work: (@escaping (Bool) -> Void) -> Void
    private(set) var result: Result = .pending
    private var taskID: UIBackgroundTaskIdentifier = .invalid

    init(application: BackgroundTaskApplication, work: @escaping (@escaping (Bool) -> Void) -> Void) {
        self.application = application
        self.work = work
    }

    func start() {
        taskID = application.beginBackgroundTask(withName: "inventory-upload") { [weak self] in
            self?.result = .expired
        }
        work { [weak self] ok in
            self?.result = ok ? .succeeded : .failed
        }
    }
}

protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
