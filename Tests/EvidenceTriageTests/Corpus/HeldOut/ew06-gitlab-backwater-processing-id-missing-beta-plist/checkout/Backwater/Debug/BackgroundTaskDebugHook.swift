#if DEBUG || BETA
import BackgroundTasks
import Foundation

/// Lets UI tests trigger the same simulated launch the debugger command does:
///   e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"<id>"]
enum BackgroundTaskDebugHook {
    static func simulateLaunch(of identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
#endif
