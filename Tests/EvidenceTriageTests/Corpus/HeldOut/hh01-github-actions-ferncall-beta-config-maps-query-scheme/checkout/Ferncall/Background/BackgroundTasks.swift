import BackgroundTasks
import EvidenceRecorder

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let refresh = try! TaskIdentifier("com.ferncall.app.refresh")
    static let upload = try! TaskIdentifier("com.ferncall.app.upload")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(sync: SiteSyncJob, uploader: SurveyUploadJob) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            SiteSyncAdapter(job: sync).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let uploadOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: upload.rawValue, using: nil) { task in
            SurveyUploadAdapter(job: uploader).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(upload, kind: .processing, phase: .registration,
                             outcome: uploadOK ? .succeeded : .failed,
                             error: uploadOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(refresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    static func scheduleUpload() {
        let request = BGProcessingTaskRequest(identifier: upload.rawValue)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(upload, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(upload, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
