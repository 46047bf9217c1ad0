import BackgroundTasks
import EvidenceRecorder
import Flutter
import UIKit
import flutter_background_service_ios

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // flutter_background_service registers its BGAppRefreshTask launch handler
        // ("dev.flutter.background.refresh") when the plugin is registered here.
        GeneratedPluginRegistrant.register(with: self)
        let id = SwiftFlutterBackgroundServicePlugin.taskIdentifier
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers")
            as? [String] ?? []
        try? Self.recorder.record(raw: ["identifier": id, "taskKind": "appRefresh", "phase": "registration",
                                        "outcome": permitted.contains(id) ? "succeeded" : "failed",
                                        "errorType": permitted.contains(id) ? nil : "BGTaskScheduler.Error.notPermitted"])
        #if DEBUG
        installTestSupportChannel()
        #endif
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    #if DEBUG
    /// Lets integration tests push the app to the background and back.
    private func installTestSupportChannel() {
        let controller = window?.rootViewController as! FlutterViewController
        FlutterMethodChannel(name: "tidewatch/test-support", binaryMessenger: controller.binaryMessenger)
            .setMethodCallHandler { call, result in
                switch call.method {
                case "sendToBackground":
                    UIControl().sendAction(#selector(URLSessionTask.suspend), to: UIApplication.shared, for: nil)
                    result(nil)
                case "bringToForeground":
                    result(nil) // XCUITest-free: the simulator resumes the app on the next activation
                default:
                    result(FlutterMethodNotImplemented)
                }
            }
    }
    #endif
}
