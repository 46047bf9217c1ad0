import Flutter
import UIKit
import workmanager_apple

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
        // PR #530: statement sync moved from BGProcessingTask to a periodic app refresh
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: "com.larkpay.wallet.statement-sync",
                                               frequency: NSNumber(value: 12 * 60 * 60))
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
