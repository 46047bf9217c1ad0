import BackgroundTasks
import EvidenceRecorder
import HollisKit

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let maintenance = try! TaskIdentifier("com.hollis.notes.maintenance")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(dbQueue: DatabaseQueue) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: maintenance.rawValue, using: nil) { task in
            MaintenanceAdapter(job: MaintenanceJob(dbQueue: dbQueue)).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(maintenance, kind: .processing, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleMaintenance() {
        let request = BGProcessingTaskRequest(identifier: maintenance.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(maintenance, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(maintenance, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

protocol ProcessingTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: ProcessingTaskHandle {}

final class MaintenanceAdapter {
    private let job: MaintenanceJob
    private let recorder = BackgroundTasks.recorder
    private let id = BackgroundTasks.maintenance

    init(job: MaintenanceJob) { self.job = job }

    func handle(task: ProcessingTaskHandle) {
        try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { [job, recorder, id] in
            job.cancel()
            try? recorder.record(id, kind: .processing, phase: .expiration, outcome: .cancelled)
        }
        job.run { [recorder, id] result in
            switch result {
            case .success:
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            case .failure(let error):
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
