import Flutter
import UIKit
import workmanager_apple

@main
@objc class AppDelegate: FlutterAppDelegate {
    static var registeredTaskIdentifiers: [String] = []

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: "com.lindenvale.garden.nightly-sync")
        AppDelegate.registeredTaskIdentifiers.append("com.lindenvale.garden.nightly-sync")
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
