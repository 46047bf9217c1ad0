import UIKit
import React
import React_RCTAppDelegate
import ReactAppDependencyProvider
import UserNotifications

@main
class AppDelegate: RCTAppDelegate, UNUserNotificationCenterDelegate {
    override func application(_ application: UIApplication,
                               didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        moduleName = "Parcelpost"
        dependencyProvider = RCTAppDependencyProvider()
        UNUserNotificationCenter.current().delegate = self
        NotificationCategories.register()
        NSLog("[Parcelpost] notifications: registered categories shipment-update, shipment-delivered")
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    override func bundleURL() -> URL? {
#if DEBUG
        RCTBundleURLProvider.sharedSettings().jsBundleURL(forBundleRoot: "index")
#else
        Bundle.main.url(forResource: "main", withExtension: "jsbundle")
#endif
    }
}
