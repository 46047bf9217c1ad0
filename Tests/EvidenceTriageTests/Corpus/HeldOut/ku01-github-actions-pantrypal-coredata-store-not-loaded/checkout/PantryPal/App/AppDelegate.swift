import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshID = "com.pantrypal.app.pantry-refresh"

    let services = AppServices.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            self.services.pantryRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.registration(Self.refreshID, kind: .appRefresh, succeeded: refreshOK)

        let flushOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: UploadFlushTask.identifier, using: nil) { task in
            let flush = UploadFlushTask(store: self.services.uploads, uploader: self.services.uploader)
            task.expirationHandler = { self.services.uploader.cancelAll() }
            flush.run { task.setTaskCompleted(success: $0) }
        }
        DiagnosticsRecorder.shared.registration(UploadFlushTask.identifier, kind: .processing, succeeded: flushOK)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        services.pantryRefresh.scheduleNext()
    }
}
