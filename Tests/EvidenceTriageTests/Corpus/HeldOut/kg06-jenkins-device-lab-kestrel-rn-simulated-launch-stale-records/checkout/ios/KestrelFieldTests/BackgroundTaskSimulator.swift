import BackgroundTasks
import Foundation

/// DEBUG-only helper for device-lab runs: asks BGTaskScheduler to launch a task now, the same
/// private entry point Xcode's debugger command uses. The OS only launches tasks it holds a request for.
enum BackgroundTaskSimulator {
    static func simulateLaunch(_ identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard BGTaskScheduler.shared.responds(to: selector) else { return }
        _ = BGTaskScheduler.shared.perform(selector, with: identifier)
    }
}
