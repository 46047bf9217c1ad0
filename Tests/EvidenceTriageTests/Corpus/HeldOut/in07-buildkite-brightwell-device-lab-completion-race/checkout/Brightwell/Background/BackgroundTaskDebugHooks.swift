#if DEBUG
import BackgroundTasks
import Foundation

/// Same private calls as the debugger commands in Apple's "Starting and Terminating Tasks During Development":
///   e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]
///   e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateExpirationForTaskWithIdentifier:@"…"]
enum BackgroundTaskDebugHooks {
    static func simulateLaunch(_ identifier: String) { call("_simulateLaunchForTaskWithIdentifier:", identifier) }
    static func simulateExpiration(_ identifier: String) { call("_simulateExpirationForTaskWithIdentifier:", identifier) }

    private static func call(_ name: String, _ identifier: String) {
        let selector = NSSelectorFromString(name)
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        _ = BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
#endif
