import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let services = AppServices.live

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        services.refreshScheduler.register()          // com.larchapps.reader.refresh (BGAppRefreshTask)
        services.suggestIngest.setUp()                 // only registers when the flag is already on
        services.suggestIngest.startObservingBackgrounding()
        return true
    }
}
