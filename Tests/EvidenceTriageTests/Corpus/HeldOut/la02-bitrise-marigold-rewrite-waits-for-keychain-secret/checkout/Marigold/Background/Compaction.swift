import BackgroundTasks
import Foundation

enum Compaction {
    static var identifier: String { Bundle.main.bundleIdentifier! + ".compaction" }

    static func submitNightly() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Marigold] submit %@ failed: %@", identifier, "\(error)")
            DiagnosticsLog.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
