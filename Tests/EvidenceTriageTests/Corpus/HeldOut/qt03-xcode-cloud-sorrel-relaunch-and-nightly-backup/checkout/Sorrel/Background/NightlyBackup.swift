import BackgroundTasks
import Foundation

final class NightlyBackup {
    static let shared = NightlyBackup()
    static let identifier = "com.sorrelapp.sorrel.nightly-backup"
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRunForTesting?()
            BackupJob.live.run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(Self.identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    func schedule(after seconds: TimeInterval) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = false
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(Self.identifier, .processing, .submission, .succeeded)
            NSLog("[Backup] submitted %@ earliestBeginDate=%@", Self.identifier, request.earliestBeginDate! as NSDate)
        } catch {
            DiagnosticsRecorder.shared.record(Self.identifier, .processing, .submission, .failed, error: error)
            throw error
        }
    }
}
