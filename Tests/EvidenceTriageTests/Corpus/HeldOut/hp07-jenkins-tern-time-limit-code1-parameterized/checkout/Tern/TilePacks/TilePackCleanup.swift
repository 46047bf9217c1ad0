import BackgroundTasks
import EvidenceRecorder

enum TilePackCleanup {
    static let id = try! TaskIdentifier("com.ternmaps.tilepacks.cleanup")   // BGTaskSchedulerPermittedIdentifiers
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(store: TilePackStore) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
            try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
            let work = Task {
                do {
                    _ = try await TilePackCleanupJob(store: store).run()
                    try? recorder.record(id, kind: .processing, phase: .completion, outcome: .succeeded)
                    task.setTaskCompleted(success: true)
                } catch {
                    try? recorder.record(id, kind: .processing, phase: .completion, outcome: .failed, error: ErrorType(error))
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = {
                work.cancel()
                try? recorder.record(id, kind: .processing, phase: .expiration, outcome: .cancelled)
            }
        }
        print("TilePackCleanup: registered \(id.rawValue) -> \(ok)")
        try? recorder.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule(scheduler: BGTaskScheduler = .shared) throws {
        let request = BGProcessingTaskRequest(identifier: id.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do {
            try scheduler.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("TilePackCleanup: submit failed: \(error)")
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
