import BackgroundTasks
import Firebase
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let options = FirebaseOptions.defaultOptions() {
            FirebaseApp.configure(options: options)
        } else {
            NSLog("[Kelpline] Firebase disabled: no GoogleService-Info.plist in bundle")
        }
        ForecastRefresh.shared.register()
        return true
    }
}
