import BackgroundTasks
import EvidenceRecorder

enum DaySummaryTask {
    static let identifier = "com.fenwickledger.fenwick.daysummary"
    static let didRunNotification = Notification.Name("DaySummaryTask.didRun")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let id = try! TaskIdentifier(identifier)

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: DaySummaryJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGProcessingTask, job: job)
        }
        try? recorder.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule(earliestBegin: Date) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        request.earliestBeginDate = earliestBegin
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    static func handle(_ task: BGProcessingTask, job: DaySummaryJob) {
        try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { job.cancel() }
        Task {
            let ok = (try? await job.run()) != nil
            task.setTaskCompleted(success: ok)
            NotificationCenter.default.post(name: didRunNotification, object: nil)
            try? schedule(earliestBegin: DaySummaryJob.nextEndOfDay().addingTimeInterval(7200))
        }
    }
}
