import BackgroundTasks
import EvidenceRecorder

/// Runs long jobs (photo backup, cache cleanup) as BGProcessingTasks.
final class JobManager {
    static let shared = JobManager()
    static let backupID = "com.sedgephotos.sedge.backup"
    static let cleanupID = "com.sedgephotos.sedge.cleanup"
    let recorder = EvidenceRecorder(fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl"))
    private var registered: Set<String> = []

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerLaunchHandlers() {
        register(Self.cleanupID) { task in CacheCleanupJob().run(task as! BGProcessingTask) }
    }

    /// Schedules a job; registers its handler on first use.
    func runTask(_ identifier: String, requiresNetwork: Bool, work: @escaping (BGProcessingTask) -> Void) throws {
        if !registered.contains(identifier) {
            register(identifier) { task in work(task as! BGProcessingTask) }
        }
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = requiresNetwork
        request.requiresExternalPower = false
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(try TaskIdentifier(identifier), kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(try TaskIdentifier(identifier), kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }

    private func register(_ identifier: String, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        registered.insert(identifier)
        try? recorder.record(try TaskIdentifier(identifier), kind: .processing, phase: .registration,
                             outcome: ok ? .succeeded : .failed, error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
