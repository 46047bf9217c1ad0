import BackgroundTasks
import os

enum BackgroundRotation {
    static let taskID = "net.pinecrest.vpn.key-rotation"
    private static let log = Logger(subsystem: "net.pinecrest.vpn", category: "BG")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            KeyRotationRunner.handle(task as! BGProcessingTask)
        }
        log.info("register \(taskID, privacy: .public) -> \(ok)")
        DiagnosticRecorder.shared.record(id: taskID, kind: .processing, phase: .registration, ok: ok)
    }

    static func schedule(after seconds: TimeInterval) throws {
        let request = BGProcessingTaskRequest(identifier: taskID)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: taskID, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("submit \(taskID, privacy: .public) failed: \(error, privacy: .public)")
            DiagnosticRecorder.shared.record(id: taskID, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }
}
