import UIKit
import Flutter
import BackgroundTasks
import home_widget

@main
@objc class AppDelegate: FlutterAppDelegate {
    /// Renamed from com.dockside.app.refresh in 2.8 (DS-517).
    static let berthRefreshTaskId = "com.dockside.berths.refresh"

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)

        let registered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.berthRefreshTaskId, using: nil
        ) { task in
            self.handleAppRefresh(task: task as! BGAppRefreshTask)
        }
        Diagnostics.shared.record(id: Self.berthRefreshTaskId, kind: .appRefresh,
                                  phase: .registration, ok: registered, error: nil)

        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    @discardableResult
    func scheduleAppRefresh() -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: Self.berthRefreshTaskId)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.shared.record(id: Self.berthRefreshTaskId, kind: .appRefresh,
                                      phase: .submission, ok: true, error: nil)
            return true
        } catch {
            print("Could not schedule app refresh: \(error)")
            Diagnostics.shared.record(id: Self.berthRefreshTaskId, kind: .appRefresh,
                                      phase: .submission, ok: false, error: error)
            return false
        }
    }

    private func handleAppRefresh(task: BGAppRefreshTask) {
        scheduleAppRefresh()
        let sync = BerthSync()
        task.expirationHandler = { sync.cancel() }
        sync.run { ok in
            HomeWidgetPlugin.reloadWidgets()
            task.setTaskCompleted(success: ok)
        }
    }
}
