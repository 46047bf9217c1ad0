import BackgroundTasks
import Foundation

/// Test-only wrapper for the private launch-simulation hook (device builds only).
enum BGTaskSchedulerDebug {
    static func simulateLaunch(_ identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
