import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Uploads sightings recorded offline. Registered at launch from SaltmarshApp.init.
final class SightingSyncScheduler: @unchecked Sendable {
    static let identifier = "com.saltmarsh.app.sighting-sync"
    static let shared = SightingSyncScheduler()

    let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let taskID = try! TaskIdentifier(SightingSyncScheduler.identifier)
    var onLaunch: (@Sendable () -> Void)?

    func registerAtLaunch() {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [self] task in
            try? recorder.record(taskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            onLaunch?()
            SightingUploadJob.shared.run(task as! BGAppRefreshTask)
        }
        try? recorder.record(taskID, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func schedule(earliest: TimeInterval = 20 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(taskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(taskID, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
