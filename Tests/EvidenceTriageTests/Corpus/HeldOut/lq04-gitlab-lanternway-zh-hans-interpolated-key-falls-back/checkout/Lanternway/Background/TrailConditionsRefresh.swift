import BackgroundTasks
import Foundation

extension Notification.Name {
    static let trailConditionsRefreshed = Notification.Name("TrailConditionsRefreshed")
}

enum TrailConditionsRefresh {
    static let identifier = "com.lanternway.ios.trail-conditions"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            ConditionsService.shared.refresh { ok in
                NotificationCenter.default.post(name: .trailConditionsRefreshed, object: nil)
                task.setTaskCompleted(success: ok)
            }
        }
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .registration, outcome: .succeeded)
    }

    static func schedule(in interval: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsLog.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
    }
}
