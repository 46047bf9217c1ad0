import Foundation

/// Lets the main app keep running until a critical section finishes (UIApplication background task);
/// extensions use a no-op executer.
public protocol BackgroundTaskExecuter: AnyObject {
    func begin(name: String, expiration: @escaping () -> Void) -> Int
    func end(_ identifier: Int)
}

public final class NoOpBackgroundTaskExecuter: BackgroundTaskExecuter {
    public init() {}
    public func begin(name: String, expiration: @escaping () -> Void) -> Int { 0 }
    public func end(_ identifier: Int) {}
}
