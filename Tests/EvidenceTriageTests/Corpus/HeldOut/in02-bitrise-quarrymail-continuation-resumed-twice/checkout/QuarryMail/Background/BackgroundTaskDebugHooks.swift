#if DEBUG
import BackgroundTasks
import Foundation

/// The same private call as the documented debugger command
/// `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]`,
/// so tests can trigger a launch without pausing in lldb.
enum BackgroundTaskDebugHooks {
    static func simulateLaunch(_ identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        _ = BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
#endif
