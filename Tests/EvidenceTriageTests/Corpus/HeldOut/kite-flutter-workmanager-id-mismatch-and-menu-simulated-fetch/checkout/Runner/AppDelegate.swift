import UIKit
import Flutter
import workmanager
import TSBackgroundFetch

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        TSBackgroundFetch.sharedInstance().didFinishLaunching()
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "app.kite.flutter.processing_task")
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
