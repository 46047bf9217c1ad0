import BackgroundTasks
import GRDB
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let maintenanceTaskID = "com.tallyapps.tally.db-maintenance"
    static let ratesRefreshTaskID = "com.tallyapps.tally.rates-refresh"

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registerBackgroundTasks()
        NotificationCenter.default.addObserver(self, selector: #selector(didEnterBackground),
                                               name: UIApplication.didEnterBackgroundNotification, object: nil)
        return true
    }

    private func registerBackgroundTasks() {
        let maintenanceOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.maintenanceTaskID, using: nil) { task in
            DiagnosticsLog.shared.record(Self.maintenanceTaskID, kind: .processing, phase: .launch, outcome: .succeeded)
            Self.handleMaintenance(task as! BGProcessingTask)
        }
        DiagnosticsLog.shared.record(Self.maintenanceTaskID, kind: .processing, phase: .registration,
                                     outcome: maintenanceOK ? .succeeded : .failed)

        let ratesOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.ratesRefreshTaskID, using: nil) { task in
            DiagnosticsLog.shared.record(Self.ratesRefreshTaskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            RatesRefresher.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsLog.shared.record(Self.ratesRefreshTaskID, kind: .appRefresh, phase: .registration,
                                     outcome: ratesOK ? .succeeded : .failed)
        if maintenanceOK && ratesOK {
            NSLog("[Background] registered %@, %@", Self.maintenanceTaskID, Self.ratesRefreshTaskID)
        }
    }

    @objc private func didEnterBackground() {
        Self.submit(BGAppRefreshTaskRequest(identifier: Self.ratesRefreshTaskID), kind: .appRefresh, after: 30 * 60)
        let maintenance = BGProcessingTaskRequest(identifier: Self.maintenanceTaskID)
        maintenance.requiresExternalPower = true
        Self.submit(maintenance, kind: .processing, after: 6 * 60 * 60)
    }

    static func submit(_ request: BGTaskRequest, kind: DiagnosticsLog.Kind, after delay: TimeInterval) {
        request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.shared.record(request.identifier, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Background] submit %@ failed: %@", request.identifier, String(describing: error))
            DiagnosticsLog.shared.record(request.identifier, kind: kind, phase: .submission, outcome: .failed, error: error)
        }
    }

    private static func handleMaintenance(_ task: BGProcessingTask) {
        let job = DatabaseMaintenanceJob(dbPool: AppDatabase.shared.dbPool)
        let work = Task {
            do {
                try await job.run()
                DiagnosticsLog.shared.record(maintenanceTaskID, kind: .processing, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                DiagnosticsLog.shared.record(maintenanceTaskID, kind: .processing, phase: .completion, outcome: .failed, error: error)
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
