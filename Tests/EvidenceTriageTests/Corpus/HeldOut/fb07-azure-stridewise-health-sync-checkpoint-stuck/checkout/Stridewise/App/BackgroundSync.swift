import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundSync {
    static let identifier = "com.stridewise.app.health-sync"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let id = try! TaskIdentifier(identifier)

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(engine: HealthSyncEngine) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
            let work = Task {
                do {
                    try await engine.run()
                    try? recorder.record(id, kind: .processing, phase: .completion, outcome: .succeeded)
                    NotificationCenter.default.post(name: .healthSyncDidFinish, object: nil)
                    task.setTaskCompleted(success: true)
                } catch {
                    try? recorder.record(id, kind: .processing, phase: .completion, outcome: .failed, error: ErrorType(error))
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
        }
        try? recorder.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Called when the app moves to the background.
    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

extension Notification.Name {
    static let healthSyncDidFinish = Notification.Name("HealthSyncDidFinish")
}
