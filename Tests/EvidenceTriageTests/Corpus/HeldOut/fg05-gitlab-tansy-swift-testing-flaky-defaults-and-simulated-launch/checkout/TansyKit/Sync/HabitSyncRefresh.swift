import BackgroundTasks
import Foundation

public extension Notification.Name {
    static let habitSyncDidFinish = Notification.Name("HabitSyncDidFinish")
}

/// Pulls completions made on the watch and the web app. BGAppRefreshTask.
public enum HabitSyncRefresh {
    public static let identifier = "com.tansy.habits.sync"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    public static func register(sync: @escaping () async throws -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Diagnostics.record(identifier, .appRefresh, .launch, .succeeded)
            let work = Task {
                do {
                    try await sync()
                    Diagnostics.record(identifier, .appRefresh, .completion, .succeeded)
                    task.setTaskCompleted(success: true)
                } catch {
                    Diagnostics.record(identifier, .appRefresh, .completion, .failed)
                    task.setTaskCompleted(success: false)
                }
                NotificationCenter.default.post(name: .habitSyncDidFinish, object: nil)
            }
            task.expirationHandler = { work.cancel() }
        }
        Diagnostics.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    /// Called when the scene moves to the background.
    public static func schedule(after interval: TimeInterval = 20 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, .appRefresh, .submission, .succeeded)
        } catch {
            Diagnostics.record(identifier, .appRefresh, .submission, .failed, error: error)
        }
    }
}
