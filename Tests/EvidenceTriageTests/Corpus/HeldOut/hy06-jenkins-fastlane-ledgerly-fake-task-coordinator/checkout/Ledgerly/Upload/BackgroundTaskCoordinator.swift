import UIKit

/// Abstraction over UIApplication's background-task API so the upload worker can
/// be tested without a running app (same idea as Datadog's BackgroundTaskCoordinator).
protocol BackgroundTaskCoordinating: AnyObject {
    func beginBackgroundTask(name: String, expirationHandler: @escaping () -> Void) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

final class AppBackgroundTaskCoordinator: BackgroundTaskCoordinating {
    func beginBackgroundTask(name: String, expirationHandler: @escaping () -> Void) -> UIBackgroundTaskIdentifier {
        UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: expirationHandler)
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        UIApplication.shared.endBackgroundTask(identifier)
    }
}
