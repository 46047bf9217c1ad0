import UIKit

/// Thin seam over UIApplication's background-task assertion API so that the
/// outbox can be tested without a running app in the background.
protocol BackgroundTaskProviding: AnyObject {
    func beginBackgroundTask(withName name: String?,
                             expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskProviding {}
