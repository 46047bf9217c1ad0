import UIKit
import BackgroundTasks
import FerryShared

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshId = "com.ferryline.ios.timetable.refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshId, using: nil) { task in
            TimetableRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(id: Self.refreshId, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed, errorType: nil)
        TimetableRefresh.schedule()
        return true
    }
}
