import Flutter
import UIKit
import home_widget

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        #if DEBUG
        // Lets RunnerTests see the order of home_widget setup calls made by lib/main.dart.
        HomeWidgetPlugin.methodCallObserver = { PluginCallRecorder.shared.record($0) }
        #endif
        if #available(iOS 17, *) {
            HomeWidgetBackgroundWorker.setPluginRegistrantCallback { registry in
                GeneratedPluginRegistrant.register(with: registry)
            }
        }
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
