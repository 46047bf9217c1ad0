import SwiftUI
import BackgroundTasks
import HealthKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    let healthStore = HKHealthStore()
    lazy var stepDelivery = StepBackgroundDelivery(store: healthStore, sync: StepSync.live)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        DailySummaryTask.register()          // BGProcessingTask com.curlew.app.daily-summary
        stepDelivery.start()                 // observer query + enableBackgroundDelivery
        return true
    }
}

@main
struct CurlewApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
    var body: some Scene { WindowGroup { RootView() } }
}
