import BackgroundTasks
import Foundation

enum BackupScheduler {
    static let identifier = "com.snapcrate.app.backup"

    static func register() -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            BackupTaskRunner.shared.run(task as! BGProcessingTask)
        }
    }

    /// Called after an import adds photos that are not backed up yet.
    static func scheduleBackup() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            Evidence.record(identifier, kind: "processing", phase: "submission", outcome: "succeeded")
        } catch {
            let ns = error as NSError
            NSLog("[Backup] submit %@ failed: %@", identifier, "\(error)")
            Evidence.record(identifier, kind: "processing", phase: "submission", outcome: "failed",
                            errorType: "\(ns.domain):\(ns.code)")
        }
    }
}
