import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let backupRefresh = "com.ashgrove.photos.backup"     // BGAppRefreshTask
    static let libraryCleanup = "com.ashgrove.photos.cleanup"   // BGProcessingTask, added in ASH-388

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(recorder: DiagnosticRecorder = .shared) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: backupRefresh, using: nil) { task in
            BackupRefreshOperation.handle(task as! BGAppRefreshTask)
        }
        recorder.record(.registration, backupRefresh, .appRefresh, refreshOK)

        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: libraryCleanup, using: nil) { task in
            LibraryCleanupOperation.handle(task as! BGProcessingTask)
        }
        recorder.record(.registration, libraryCleanup, .processing, cleanupOK)
        if !cleanupOK { print("BackgroundTasks: register(\(libraryCleanup)) returned false") }
    }
}
