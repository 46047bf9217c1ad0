import UIKit

/// The slice of UIApplication the upload pipeline uses. Tests inject FakeBackgroundTaskHost.
protocol BackgroundTaskHosting: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskHosting {}
