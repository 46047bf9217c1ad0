#if DEBUG
import BackgroundTasks
import Foundation

/// Test-only bridge to the private BGTaskScheduler launch simulator. Works on a
/// device only for a request that is already pending with the scheduler.
enum BGTaskDebugHooks {
    static func simulateLaunch(_ identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
#endif
