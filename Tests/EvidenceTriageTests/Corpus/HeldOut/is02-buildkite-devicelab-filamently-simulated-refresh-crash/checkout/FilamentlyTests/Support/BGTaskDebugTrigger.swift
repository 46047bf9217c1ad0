import BackgroundTasks
import Foundation

/// Test-only bridge to the private hooks Apple documents for the debugger:
///   e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"ID"]
///   e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateExpirationForTaskWithIdentifier:@"ID"]
/// Device lab only: the hooks act on requests the app really submitted.
enum BGTaskDebugTrigger {
    static func simulateLaunch(_ identifier: String) {
        call("_simulate" + "LaunchForTaskWithIdentifier:", identifier)
    }

    static func simulateExpiration(_ identifier: String) {
        call("_simulate" + "ExpirationForTaskWithIdentifier:", identifier)
    }

    private static func call(_ name: String, _ identifier: String) {
        let selector = NSSelectorFromString(name)
        guard let method = class_getInstanceMethod(BGTaskScheduler.self, selector) else {
            preconditionFailure("BGTaskScheduler has no \(name)")
        }
        typealias Impl = @convention(c) (AnyObject, Selector, NSString) -> Void
        let impl = unsafeBitCast(method_getImplementation(method), to: Impl.self)
        impl(BGTaskScheduler.shared, selector, identifier as NSString)
    }
}
