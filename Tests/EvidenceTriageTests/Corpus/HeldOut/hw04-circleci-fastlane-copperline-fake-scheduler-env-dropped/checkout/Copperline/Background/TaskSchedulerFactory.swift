import BackgroundTasks
import Foundation

/// Background work goes through `TaskScheduling` so tests can substitute `FakeTaskScheduler`,
/// which runs a submitted request immediately on the calling test's clock.
enum TaskSchedulerFactory {
    static func make(environment: [String: String] = ProcessInfo.processInfo.environment) -> TaskScheduling {
        if environment["COPPERLINE_FAKE_SCHEDULER"] == "1" {
            NSLog("[Scheduler] using FakeTaskScheduler")
            return FakeTaskScheduler()
        }
        NSLog("[Scheduler] COPPERLINE_FAKE_SCHEDULER not set; using BGTaskScheduler.shared")
        return SystemTaskScheduler(BGTaskScheduler.shared)
    }
}
