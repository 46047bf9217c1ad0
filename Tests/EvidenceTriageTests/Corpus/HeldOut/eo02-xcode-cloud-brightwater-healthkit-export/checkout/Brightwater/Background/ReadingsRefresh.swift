import BackgroundTasks
import Foundation
import OSLog

extension Notification.Name {
    static let readingsRefreshDidLaunch = Notification.Name("BrightwaterReadingsRefreshDidLaunch")
}

/// BGAppRefreshTask that pulls new readings and exports them to Health.
enum ReadingsRefresh {
    static let identifier = "com.brightwater.app.readings-refresh"
    private static let log = Logger(subsystem: "com.brightwater.app", category: "Background")

    /// From `application(_:didFinishLaunchingWithOptions:)`.
    static func register(job: @escaping () async throws -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            NotificationCenter.default.post(name: .readingsRefreshDidLaunch, object: nil)
            schedule()
            task.expirationHandler = { task.setTaskCompleted(success: false) }
            Task {
                do { try await job(); task.setTaskCompleted(success: true) }
                catch { task.setTaskCompleted(success: false) }
            }
        }
        NSLog("[Brightwater.Background] registered \(identifier): \(ok)")
    }

    static func schedule(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[Brightwater.Background] submitted \(identifier) earliestBeginDate=+\(Int(interval))s")
        } catch {
            NSLog("[Brightwater.Background] Could not schedule readings refresh: \(error)")
        }
    }
}
