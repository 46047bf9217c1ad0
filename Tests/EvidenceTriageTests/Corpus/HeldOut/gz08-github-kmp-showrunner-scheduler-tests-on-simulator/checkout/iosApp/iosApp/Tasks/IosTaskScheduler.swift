import BackgroundTasks
import EvidenceRecorder
import Shared

/// iOS side of the shared BackgroundTaskScheduler: wraps BGTaskScheduler.
final class IosTaskScheduler: BackgroundTaskScheduler {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let factory: WorkerFactory

    init(factory: WorkerFactory) { self.factory = factory }

    /// Called from AppDelegate.application(_:didFinishLaunchingWithOptions:).
    func registerAll() {
        for id in factory.taskIds {
            let task = try! TaskIdentifier(id)
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { [factory] bgTask in
                WorkerTaskAdapter(worker: factory.create(taskId: id)).handle(bgTask)
            }
            try? Self.recorder.record(task, kind: .processing, phase: .registration,
                                      outcome: ok ? .succeeded : .failed,
                                      error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        }
        NSLog("[IosTaskScheduler] registered %@", factory.taskIds.joined(separator: ", "))
    }

    func schedulePeriodic(request: PeriodicTaskRequest) {
        let task = try! TaskIdentifier(request.id)
        let bgRequest = BGProcessingTaskRequest(identifier: request.id)
        bgRequest.earliestBeginDate = Date(timeIntervalSinceNow: TimeInterval(request.intervalSeconds))
        bgRequest.requiresNetworkConnectivity = request.constraints.requiresNetwork
        do {
            try BGTaskScheduler.shared.submit(bgRequest)
            try? Self.recorder.record(task, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[IosTaskScheduler] submit %@ failed: %@", request.id, String(describing: error))
            try? Self.recorder.record(task, kind: .processing, phase: .submission, outcome: .failed,
                                      error: ErrorType(error))
        }
    }
}
