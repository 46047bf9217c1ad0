import BackgroundTasks
import HealthKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let dailySummaryTask = "io.stridewell.app.daily-summary"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.dailySummaryTask, using: nil) { task in
            DailySummaryJob().run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(Self.dailySummaryTask, .appRefresh, .registration, registered ? .succeeded : .failed, error: nil)

        // HealthKit: observer queries + background delivery must be set up on every launch,
        // including background launches made by HealthKit itself.
        StepObserver.shared.start()
        BackgroundDelivery.shared.enable()
        if application.applicationState == .background {
            WakeLog.shared.recordBackgroundLaunch(reason: "healthkit")
        }
        return true
    }
}
