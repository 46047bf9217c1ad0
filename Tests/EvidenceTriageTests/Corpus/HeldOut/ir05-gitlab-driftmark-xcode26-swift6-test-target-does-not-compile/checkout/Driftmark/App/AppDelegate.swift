import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.driftmark.app.tide-sync", using: .main) { task in
            MainActor.assumeIsolated {
                let work = Task { @MainActor in
                    do {
                        try await TideSyncJob.shared.run()
                        task.setTaskCompleted(success: true)
                    } catch {
                        task.setTaskCompleted(success: false)
                    }
                }
                task.expirationHandler = { work.cancel() }
            }
        }
        return true
    }
}
