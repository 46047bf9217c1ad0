import UIKit

/// The slice of UIApplication the uploader needs; tests inject FakeApplication.
protocol BackgroundTaskProviding: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
    var backgroundTimeRemaining: TimeInterval { get }
}

extension UIApplication: BackgroundTaskProviding {}
