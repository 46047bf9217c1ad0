import Foundation
import BackgroundTasks
import os

enum AttachmentCleanup {
    static let identifier = "chat.whisperline.ios.attachment-cleanup"
    private static let log = Logger(subsystem: "chat.whisperline.ios", category: "AttachmentCleanup")

    @discardableResult
    static func register() -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        return ok
    }

    static func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            log.error("could not submit cleanup: \(error as NSError)")
            throw error
        }
    }

    static func run(_ task: BGProcessingTask) {
        let work = Task { task.setTaskCompleted(success: (try? AttachmentStore.shared.purgeOrphans()) != nil) }
        task.expirationHandler = { work.cancel() }
    }
}
