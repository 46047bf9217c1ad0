import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "garden.sorrel.periodicSync",
                                               frequency: NSNumber(value: 15 * 60))
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "garden.sorrel.nightlyDigest")
        DiagnosticRecorder.shared.recordRegistrations(["garden.sorrel.periodicSync": .appRefresh,
                                                       "garden.sorrel.nightlyDigest": .processing])
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
