import BackgroundTasks
import Foundation

enum CleanupTask {
    static let identifier = "social.moss.app.db-cleanup"

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(id: identifier, kind: .processing, phase: .submission, error: error)
        }
    }
}
