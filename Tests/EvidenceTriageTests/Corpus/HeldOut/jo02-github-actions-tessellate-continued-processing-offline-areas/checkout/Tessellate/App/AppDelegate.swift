import BackgroundTasks
import os
import UIKit

/// Registers the app's background task launch handlers before launch finishes.
final class AppDelegate: NSObject, UIApplicationDelegate {
    static let offlineDownloadTaskPrefix = "com.tessellate.field.offline-download"
    static let jobsStatusTaskIdentifier = "com.tessellate.field.jobs-status"

    private let log = Logger(subsystem: "com.tessellate.field", category: "launch")

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        // Continued processing requests use "<prefix>.<area id>"; the handler is
        // registered once for the wildcard and the plist lists the wildcard.
        let continued = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: "\(Self.offlineDownloadTaskPrefix).*",
            using: nil
        ) { task in
            OfflineManager.shared.downloader.attach(task as! BGContinuedProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: "\(Self.offlineDownloadTaskPrefix).*", kind: .processing,
                                          phase: .registration, succeeded: continued)
        log.info("registered \(Self.offlineDownloadTaskPrefix, privacy: .public).*: \(continued)")

        let status = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.jobsStatusTaskIdentifier,
            using: nil
        ) { task in
            JobStatusRefresh.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.jobsStatusTaskIdentifier, kind: .appRefresh,
                                          phase: .registration, succeeded: status)
        log.info("registered \(Self.jobsStatusTaskIdentifier, privacy: .public): \(status)")
        return true
    }
}
