import BackgroundTasks
import BrackwaterKit

enum SurveyUploadTask {
    static let taskID = "org.brackwater.survey.upload"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: taskID, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .registration, ok: ok)
    }

    static func schedule() {
        do {
            try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: taskID))
            DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }

    static func handle(_ task: BGAppRefreshTask) {
        DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .launch, ok: true)
        let uploader = SurveyUploader(database: try! SurveyDatabase(key: Keychain.databaseKey()))
        task.expirationHandler = { uploader.cancel() }
        uploader.uploadPending { ok in
            DiagnosticsRecorder.shared.record(taskID, kind: .appRefresh, phase: .completion, ok: ok)
            task.setTaskCompleted(success: ok)
        }
    }
}
