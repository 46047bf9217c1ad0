import BackgroundTasks
import EvidenceRecorder
import Foundation

/// com.moorline.app.location-refresh (BGAppRefreshTask): send the latest
/// sensor values to the home server. iOS decides when it runs.
enum LocationRefresh {
    static let identifier = "com.moorline.app.location-refresh"

    static func register(recorder: EvidenceRecorder, environment: AppEnvironment) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            environment.sensors.sendUpdate { ok in
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
            }
            schedule(after: 15 * 60, recorder: recorder)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    @discardableResult
    static func schedule(after interval: TimeInterval, recorder: EvidenceRecorder) -> Date? {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return request.earliestBeginDate
        } catch {
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            return nil
        }
    }
}
