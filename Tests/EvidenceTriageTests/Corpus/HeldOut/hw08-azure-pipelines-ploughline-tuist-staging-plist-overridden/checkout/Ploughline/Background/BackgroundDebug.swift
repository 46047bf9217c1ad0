#if DEBUG
import BackgroundTasks
import Foundation

/// Staging/Debug only: asks BGTaskScheduler to launch a task as if the system had chosen to run it.
/// Only works for a request that was submitted first (the scheduler logs "No task request … has been scheduled" otherwise).
enum BackgroundDebug {
    static func simulateLaunch(_ identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        _ = BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
#endif
