import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WorkmanagerPlugin.setPluginRegistrantCallback { registry in
            GeneratedPluginRegistrant.register(with: registry)
        }
        // Renamed with the bundle id move to com.tidewell.app (PR #311).
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: TideSyncIdentifiers.periodic,
                                               frequency: NSNumber(value: 30 * 60))
        DiagnosticsChannel.register(with: registrar(forPlugin: "DiagnosticsChannel")!)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}

enum TideSyncIdentifiers {
    static let periodic = "com.tidewell.app.tide-sync"
}
