import UIKit
import Flutter
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
    static func registerPlugins(with registry: FlutterPluginRegistry) {
        GeneratedPluginRegistrant.register(with: registry)
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "dev.quarry.notes.sync", frequency: NSNumber(value: 20 * 60))
    }

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WorkmanagerPlugin.setPluginRegistrantCallback { registry in
            AppDelegate.registerPlugins(with: registry)
        }
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "dev.quarry.notes.sync", frequency: NSNumber(value: 20 * 60))
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "dev.quarry.notes.digest", frequency: NSNumber(value: 24 * 60 * 60))
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
