import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        DiagnosticRecorder.shared.start()

        WorkmanagerPlugin.registerPeriodicTask(withIdentifier: JobIdentifiers.periodicRefresh,
                                               frequency: NSNumber(value: 20 * 60))
        DiagnosticRecorder.shared.registration(JobIdentifiers.periodicRefresh, kind: .appRefresh, ok: true)
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: JobIdentifiers.ledgerCompaction)
        DiagnosticRecorder.shared.registration(JobIdentifiers.ledgerCompaction, kind: .processing, ok: true)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
}
