import Foundation

/// The slice of `BGTask` the refresh pass needs; `SystemBackgroundTask` wraps the
/// real task in the app target, tests use `FakeBackgroundTask`.
public protocol BackgroundTaskHandle: AnyObject, Sendable {
    var expirationHandler: (@Sendable () -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
