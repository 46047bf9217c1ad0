import UIKit

/// The slice of UIApplication that BackgroundTaskGuard needs; faked in tests.
protocol ApplicationBackgroundTasking: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: ApplicationBackgroundTasking {}
