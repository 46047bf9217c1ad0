#if DEBUG
import BackgroundTasks
import Foundation

/// Debug-only: asks BGTaskScheduler to launch a task now, the same call as
/// `e -l objc -- (void)[[BGTaskScheduler sharedScheduler]
/// _simulateLaunchForTaskWithIdentifier:@"..."]` in lldb. It only launches a
/// task whose request has been submitted; otherwise the scheduler logs
/// "No task request with identifier ... has been scheduled" and nothing runs.
enum DebugTaskLauncher {
  static func simulateLaunch(identifier: String) {
    let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
    guard BGTaskScheduler.shared.responds(to: selector) else { return }
    BGTaskScheduler.shared.perform(selector, with: identifier)
  }
}
#endif
