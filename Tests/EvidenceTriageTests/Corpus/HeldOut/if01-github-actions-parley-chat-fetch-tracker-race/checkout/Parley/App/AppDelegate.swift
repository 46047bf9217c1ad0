import BackgroundTasks
import ParleyDiagnostics
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshTaskID = "com.parleyapp.ios.refresh"
    static let cleanupTaskID = "com.parleyapp.ios.notification-cleanup"

    static let diagnostics = RegistrationLog(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("diagnostics/registration.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // UI tests launch with -ParleyTestEnvironment so the rooms screen can show
        // how many chat controllers are alive (see AllocationTracker).
        if ProcessInfo.processInfo.arguments.contains("-ParleyTestEnvironment")
            || ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil {
            AllocationTracker.shared.isEnabled = true
        }

        let refreshRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskID,
                                                                using: nil) { task in
            Self.diagnostics.record(Self.refreshTaskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            BackgroundFetchCoordinator.shared.handle(refreshTask: task as! BGAppRefreshTask)
        }
        Self.diagnostics.record(Self.refreshTaskID, kind: .appRefresh, phase: .registration,
                                outcome: refreshRegistered ? .succeeded : .failed)

        let cleanupRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cleanupTaskID,
                                                                using: nil) { task in
            Self.diagnostics.record(Self.cleanupTaskID, kind: .processing, phase: .launch, outcome: .succeeded)
            NotificationCleanup.shared.handle(processingTask: task as! BGProcessingTask)
        }
        Self.diagnostics.record(Self.cleanupTaskID, kind: .processing, phase: .registration,
                                outcome: cleanupRegistered ? .succeeded : .failed)
        print("[Parley] launch: registered \(Self.refreshTaskID), \(Self.cleanupTaskID)")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        Self.scheduleRefresh()
    }

    /// Asks iOS for a refresh. When it runs is up to the system.
    static func scheduleRefresh(earliestBeginDate: Date = Date(timeIntervalSinceNow: 15 * 60)) {
        let request = BGAppRefreshTaskRequest(identifier: refreshTaskID)
        request.earliestBeginDate = earliestBeginDate
        do {
            try BGTaskScheduler.shared.submit(request)
            diagnostics.record(refreshTaskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Background] refresh submit failed: \(error)")
            diagnostics.record(refreshTaskID, kind: .appRefresh, phase: .submission, outcome: .failed,
                               error: error)
        }
    }
}
