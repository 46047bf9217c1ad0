import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let central = BLECentral()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.pulsebeat.app.session-upload", using: nil) { task in
            SessionUploader.shared.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.shared.registration("com.pulsebeat.app.session-upload", kind: .appRefresh, succeeded: ok)
        return true
    }
}
