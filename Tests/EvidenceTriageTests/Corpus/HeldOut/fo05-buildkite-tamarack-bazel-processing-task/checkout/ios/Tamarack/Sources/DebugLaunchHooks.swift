#if DEBUG
import BackgroundTasks
import Foundation

/// UI-test hooks. -TMKSimulateBackgroundLaunch <id> asks BGTaskScheduler to simulate the
/// system launching a task, like `e -l objc -- [[BGTaskScheduler sharedScheduler]
/// _simulateLaunchForTaskWithIdentifier:@"…"]` from lldb.
enum DebugLaunchHooks {
    static func apply(arguments: [String]) {
        if arguments.contains("-TMKScheduleNightlyCleanup") {
            TamarackBackgroundTasks.scheduleNightlyCleanup()
        }
        if let i = arguments.firstIndex(of: "-TMKSimulateBackgroundLaunch"), i + 1 < arguments.count {
            let identifier = arguments[i + 1] as NSString
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
                BGTaskScheduler.shared.perform(selector, with: identifier)
            }
        }
    }
}
#endif
