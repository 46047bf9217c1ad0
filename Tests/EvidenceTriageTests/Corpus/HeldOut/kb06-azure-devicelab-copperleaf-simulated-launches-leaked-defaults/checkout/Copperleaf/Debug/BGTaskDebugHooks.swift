#if DEBUG
import BackgroundTasks
import Foundation

enum BGTaskDebugHooks {
    /// Device-only: asks BGTaskScheduler to launch an already-pending request now.
    static func simulateLaunch(_ identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
#endif
