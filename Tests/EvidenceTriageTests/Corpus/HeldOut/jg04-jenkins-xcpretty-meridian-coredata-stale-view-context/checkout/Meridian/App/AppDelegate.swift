import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NSLog("[Meridian] launch: registering %@", NightlyUploadScheduler.identifier)
        NightlyUploadScheduler.register()
        return true
    }
}
