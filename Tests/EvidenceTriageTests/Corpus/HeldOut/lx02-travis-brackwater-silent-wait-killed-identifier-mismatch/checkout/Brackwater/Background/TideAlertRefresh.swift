import BackgroundTasks
import Foundation

/// Refreshes tide alerts for saved harbours so warnings for unusually low water arrive in time.
enum TideAlertRefresh {
    // Renamed from "com.brackwater.tide.alert-refresh" when the Tides module was split out (#412).
    static let identifier = "com.brackwater.tides.alert-refresh"

    static func register(using scheduler: BGTaskScheduler = .shared,
                         handler: @escaping (BGAppRefreshTask) -> Void) {
        let accepted = scheduler.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handler(task as! BGAppRefreshTask)
        }
        print("[TideAlerts] register(\(identifier)) -> \(accepted)")
    }

    static func schedule(using scheduler: BGTaskScheduler = .shared, after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            print("[TideAlerts] submitted \(identifier) earliestBegin=+\(Int(interval))s")
        } catch {
            // Not fatal: the next foreground launch schedules again.
            print("[TideAlerts] submit failed: \(error)")
        }
    }
}
