import BackgroundTasks
import Foundation

/// Schedules the overnight tide-table cache rebuild (needs network + power).
struct TideCacheScheduler {
    var scheduler: BGTaskScheduler = .shared
    var recorder: DiagnosticsRecorder = .shared

    func scheduleRebuild(after date: Date = Date(timeIntervalSinceNow: 6 * 3600)) throws {
        let request = BGProcessingTaskRequest(identifier: TidewaterTask.tideCacheRebuild.rawValue)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = date
        do {
            try scheduler.submit(request)
            recorder.record(identifier: request.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            let ns = error as NSError
            NSLog("[BGTask] submit %@ failed: %@", request.identifier, ns)
            recorder.record(identifier: request.identifier, kind: .processing, phase: .submission,
                            outcome: .failed, errorType: "\(ns.domain):\(ns.code)")
            throw error
        }
    }
}
