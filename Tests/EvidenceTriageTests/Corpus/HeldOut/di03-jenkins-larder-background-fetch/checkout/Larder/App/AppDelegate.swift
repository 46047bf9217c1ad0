import UIKit
import TSBackgroundFetch

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let session: SessionProviding
    let pantry: PantryStore

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        TSBackgroundFetch.sharedInstance().didFinishLaunching()
        DiagnosticsRecorder.shared.recordRegistration("com.transistorsoft.fetch", kind: .appRefresh)
        return true
    }

    func application(_ application: UIApplication,
                     performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard session.isSignedIn else {
            PantryLog.info("fetch skipped: signed out")
            return                                  // completionHandler never called on this path
        }
        pantry.sync { changed in completionHandler(changed > 0 ? .newData : .noData) }
    }
}
