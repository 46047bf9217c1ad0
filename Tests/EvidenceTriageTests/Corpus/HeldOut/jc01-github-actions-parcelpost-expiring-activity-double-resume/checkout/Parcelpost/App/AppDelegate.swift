import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let refreshScheduler = TrackingRefreshScheduler()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Identifiers are derived from the bundle identifier so the Debug app
        // (com.parcelpost.ios.debug) and the App Store app never share one.
        // Info.plist lists $(PRODUCT_BUNDLE_IDENTIFIER).tracking-refresh for the same reason.
        refreshScheduler.registerLaunchHandler()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        refreshScheduler.scheduleNextRefresh()
        ScanUploadQueue.shared.flushInBackground()
    }
}
