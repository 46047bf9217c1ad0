import BackgroundTasks
import Foundation

enum SearchReindexTask {
    static let identifier = "com.quillmarsh.app.search-reindex"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            SearchIndex.shared.rebuild { ok in task.setTaskCompleted(success: ok) }
        }
        DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .registration, outcome: .succeeded)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Reindex] submit failed: %@", error as NSError)
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
