import BackgroundTasks
import UIKit

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var jobQueue: JobQueue!

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BalanceRefresh.register()   // com.harrowgate.app.refresh, registered synchronously

        // Persisted jobs (statement exports, receipt uploads) are restored off the main
        // thread so a large queue does not slow down launch (#1732).
        jobQueue = JobQueue.Builder(creator: HarrowgateJobCreator())
            .restorePersistedJobsInBackground(true)
            .build()

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootViewController(jobQueue: jobQueue)
        window?.makeKeyAndVisible()
        return true
    }
}
