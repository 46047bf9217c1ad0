#if DEBUG
import BackgroundTasks
import Foundation

/// Lets tests and the in-app debug menu trigger a background launch on a device without a debugger attached
/// (the same private call as `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]`).
/// iOS only launches a task it holds a pending request for.
enum BackgroundTaskDebugger {
    static func simulateLaunch(identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
#endif
