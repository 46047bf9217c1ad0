import UIKit
import Flutter
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let fetchInterval = UIApplication.backgroundFetchIntervalMinimum

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        UIApplication.shared.setMinimumBackgroundFetchInterval(AppDelegate.fetchInterval)
        WorkmanagerPlugin.setPluginRegistrantCallback { registry in
            GeneratedPluginRegistrant.register(with: registry)
        }
        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: BackgroundIds.refresh, frequency: NSNumber(value: 15 * 60))
        NSLog("[larkspur] registered BGAppRefreshTask %@", BackgroundIds.refresh)
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: BackgroundIds.upload)
        NSLog("[larkspur] registered BGProcessingTask %@", BackgroundIds.upload)
        DiagnosticsLog.shared.registration(BackgroundIds.refresh, kind: .appRefresh, ok: true)
        DiagnosticsLog.shared.registration(BackgroundIds.upload, kind: .processing, ok: true)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    override func application(_ application: UIApplication,
                              performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        super.application(application, performFetchWithCompletionHandler: completionHandler)
    }
}

enum BackgroundIds {
    static let refresh = "com.larkspur.journal.refresh"
    static let upload = "com.larkspur.journal.upload"
}
