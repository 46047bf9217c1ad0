import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let indexRebuild = try! TaskIdentifier("com.hearthstead.photos.index-rebuild")
    static let refresh = try! TaskIdentifier("com.hearthstead.photos.refresh")

    static func registerAll(makeIndexJob: @escaping () -> IndexRebuildJob, refreshJob: SharedAlbumRefreshJob) {
        let indexOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: indexRebuild.rawValue, using: nil) { task in
            IndexRebuildAdapter(job: makeIndexJob()).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(indexRebuild, kind: .processing, phase: .registration, outcome: indexOK ? .succeeded : .failed,
                             error: indexOK ? nil : .named("BGTaskScheduler.registrationRejected"))
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh.rawValue, using: nil) { task in
            SharedAlbumRefreshAdapter(job: refreshJob).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refresh, kind: .appRefresh, phase: .registration, outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// "Rebuild index tonight": plugged in, no network needed.
    static func scheduleIndexRebuild(earliest: Date) {
        let request = BGProcessingTaskRequest(identifier: indexRebuild.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(indexRebuild, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(indexRebuild, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

final class IndexRebuildAdapter {
    private let job: IndexRebuildJob
    private let recorder = BackgroundTasks.recorder
    private let id = BackgroundTasks.indexRebuild
    private var cancelled = false

    init(job: IndexRebuildJob) { self.job = job }

    func handle(task: BGProcessingTask) {
        try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { [self] in
            cancelled = true
            try? recorder.record(id, kind: .processing, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run(isCancelled: { [self] in cancelled })
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: cancelled ? .cancelled : .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
