import BackgroundTasks
import Foundation

enum AlderBackgroundTasks {
    static let backupID = "io.alderphotos.app.backup"     // BGProcessingTask, in BGTaskSchedulerPermittedIdentifiers
    static let refreshID = "io.alderphotos.app.refresh"   // BGAppRefreshTask

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(makeBackupJob: @escaping () -> PhotoBackupJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: backupID, using: nil) { task in
            let job = makeBackupJob()
            let work = Task { try await job.run() }
            task.expirationHandler = { work.cancel() }
            Task {
                let ok = (try? await work.value) != nil
                task.setTaskCompleted(success: ok)
                scheduleBackup()
            }
        }
    }

    static func scheduleBackup() {
        let request = BGProcessingTaskRequest(identifier: backupID)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(request)
    }
}
