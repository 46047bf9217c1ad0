import UIKit
import Flutter
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let refreshIdentifier = "com.tidewell.app.refresh"
    static let cleanupIdentifier = "com.tidewell.app.cleanup"   // added for tide-cache cleanup (TW-1187)
    static var backgroundIdentifiers: [String] { [refreshIdentifier, cleanupIdentifier] }

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WorkmanagerPlugin.setPluginRegistrantCallback { registry in
            GeneratedPluginRegistrant.register(with: registry)
        }
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: AppDelegate.refreshIdentifier,
                                               frequency: NSNumber(value: 20 * 60))
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: AppDelegate.cleanupIdentifier)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
