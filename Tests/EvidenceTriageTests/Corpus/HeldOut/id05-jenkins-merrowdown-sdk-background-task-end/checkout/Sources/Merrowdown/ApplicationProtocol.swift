import UIKit

/// The part of UIApplication the SDK touches, so tests can substitute `FakeApplication`.
public protocol ApplicationProtocol: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: ApplicationProtocol {}
