import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = AppServices.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Both handlers are registered before launch completes.
        DailyDigestScheduler.register(uploader: services.digestUploader)
        PrefetchTask.register(makeJob: services.makePrefetchJob)
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        DailyDigestScheduler.scheduleNightlyUpload()
        PrefetchTask.schedule()
    }
}
