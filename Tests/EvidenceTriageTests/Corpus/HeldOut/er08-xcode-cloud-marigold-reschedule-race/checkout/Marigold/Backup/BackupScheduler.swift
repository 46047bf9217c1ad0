import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Keeps exactly one pending processing request for the nightly photo backup.
/// reschedule() is called from the photo-library change observer (a background
/// queue) and from the scene going to background (main queue).
final class BackupScheduler: @unchecked Sendable {
    static let identifier = "app.marigold.photos.backup"
    static let shared = BackupScheduler()

    let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(BackupScheduler.identifier)

    /// Called from MarigoldAppDelegate.application(_:didFinishLaunchingWithOptions:).
    func registerAtLaunch() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            PhotoBackupJob.shared.handle(task as! BGProcessingTask)
        }
        try? recorder.record(id, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func reschedule() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: Self.identifier)
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
