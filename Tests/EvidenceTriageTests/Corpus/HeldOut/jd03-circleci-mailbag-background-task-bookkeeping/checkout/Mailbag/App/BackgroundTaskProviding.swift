import UIKit

/// The slice of UIApplication the upload code needs, so tests can drive
/// begin/end/expiration deterministically (UIKit only expires a task once the
/// app is in the background and its time runs out).
protocol BackgroundTaskProviding: AnyObject {
    func beginBackgroundTask(withName taskName: String?,
                             expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
    var backgroundTimeRemaining: TimeInterval { get }
}

extension UIApplication: BackgroundTaskProviding {}
