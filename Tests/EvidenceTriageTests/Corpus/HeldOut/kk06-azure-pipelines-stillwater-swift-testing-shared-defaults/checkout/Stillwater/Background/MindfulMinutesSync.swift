import BackgroundTasks
import Foundation

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}

/// Pushes mindful minutes to HealthKit-backed cloud sync on the user's chosen interval.
struct MindfulMinutesSync {
    static let identifier = "com.stillwater.app.mindful-minutes-sync"
    let scheduler: TaskScheduling
    let settings: SettingsStore
    let clock: AppClock

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = clock.now.addingTimeInterval(TimeInterval(settings.syncInterval.components.seconds))
        try? scheduler.submit(request)
    }
}
