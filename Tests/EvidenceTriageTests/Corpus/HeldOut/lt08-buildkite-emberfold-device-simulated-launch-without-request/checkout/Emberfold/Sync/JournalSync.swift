import BackgroundTasks
import Foundation

/// BGProcessingTask that uploads journal drafts. Submitted when the scene moves to the background.
enum JournalSync {
    static let identifier = "com.emberfold.journal.sync"

    static func register(uploader: DraftUploader = .shared, recorder: TaskRecorder = .shared) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(identifier, .processing, .launch, .succeeded)
            handle(task as! BGProcessingTask, uploader: uploader, recorder: recorder)
        }
        recorder.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    static func submit(recorder: TaskRecorder = .shared) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, .processing, .submission, .succeeded)
        } catch {
            recorder.record(identifier, .processing, .submission, .failed, error: error)
            throw error
        }
    }

    static func handle(_ task: BGProcessingTask, uploader: DraftUploader, recorder: TaskRecorder) {
        let upload = Task {
            try await uploader.uploadPendingDrafts()
        }
        task.expirationHandler = { upload.cancel() }
        Task {
            let ok = (try? await upload.value) != nil
            recorder.record(identifier, .processing, .completion, ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: .journalSyncCompleted, object: nil)
        }
    }
}
