import UIKit
import BackgroundTasks

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let id = AppIdentifiers.audioRefreshTask
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
            AudioKeepAlive.shared.handle(task as! BGAppRefreshTask)
        }
        if !ok { NSLog("[Tidewatch] register(forTaskWithIdentifier:) returned false for %@", id) }
        DiagnosticRecorder.shared.record(id: id, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed,
                                         errorType: ok ? nil : "BGTaskScheduler.register:false")
        return true
    }
}
