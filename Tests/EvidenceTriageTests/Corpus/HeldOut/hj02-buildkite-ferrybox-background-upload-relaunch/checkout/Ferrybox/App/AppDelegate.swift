import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let environment = AppEnvironment.live()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BackgroundTasks.registerAll(sync: environment.syncJob)
        _ = environment.uploads   // reconnects the background session early
        return true
    }

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        FerryLog(category: "Upload").info("relaunched for background session \(identifier)")
        environment.uploadDelegate.backgroundEventsCompletion = completionHandler
    }
}
