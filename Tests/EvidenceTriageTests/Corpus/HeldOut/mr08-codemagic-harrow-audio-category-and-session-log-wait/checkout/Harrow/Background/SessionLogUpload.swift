import BackgroundTasks
import EvidenceRecorder

enum SessionLogUpload {
    static let identifier = "com.harrow.meditate.session-log"

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Recorder.shared.record(.sessionLog, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? Recorder.shared.record(.sessionLog, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

