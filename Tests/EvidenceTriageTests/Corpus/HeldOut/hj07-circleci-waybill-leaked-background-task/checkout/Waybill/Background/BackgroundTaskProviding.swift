import UIKit

/// The slice of UIApplication the upload code needs, so tests can count
/// begin/end pairs without waiting for UIKit to complain.
protocol BackgroundTaskProviding: AnyObject {
    func beginBackgroundTask(withName taskName: String?,
                             expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskProviding {}
