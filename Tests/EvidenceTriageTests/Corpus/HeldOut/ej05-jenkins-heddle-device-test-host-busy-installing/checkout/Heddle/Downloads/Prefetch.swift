import BackgroundTasks
import EvidenceRecorder

final class Prefetch {
    static let identifier = "com.heddlepods.app.prefetch"
    static let shared = Prefetch()
    var onLaunch: (() -> Void)?
    private let recorder = EvidenceRecorder(fileURL: FileManager.default
        .urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(Prefetch.identifier)

    func register(makeJob: @escaping () -> EpisodeDownloadJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            try? self.recorder.record(self.id, kind: .processing, phase: .launch, outcome: .succeeded)
            self.onLaunch?()
            let job = makeJob()
            task.expirationHandler = { job.expire() }
            Task { try? await job.run(); task.setTaskCompleted(success: true) }
        }
        try? recorder.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    func schedule(earliest: Date) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
