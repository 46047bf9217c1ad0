import UIKit

/// The slice of UIApplication the telemetry uploader needs, so tests can count begin/end calls.
protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskApplication {}
