import BackgroundTasks
import EvidenceRecorder
import Flutter
import UIKit
import workmanager

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static var registeredIdentifiers: [String] = []

    override func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        WorkmanagerPlugin.setPluginRegistrantCallback { registry in
            GeneratedPluginRegistrant.register(with: registry)
        }

        // Processing tasks scheduled from Dart need a launch handler registered here.
        // (Periodic refresh: see BackgroundScheduler.schedulePeriodicFeedRefresh in Dart.)
        registerProcessing("com.larkspur.reader.offlineSync")
        registerProcessing("com.larkspur.reader.imageCacheCleanup")

        let controller = window?.rootViewController as! FlutterViewController
        FlutterMethodChannel(name: "larkspur/evidence", binaryMessenger: controller.binaryMessenger)
            .setMethodCallHandler { call, result in
                guard call.method == "record", let args = call.arguments as? [String: Any] else {
                    return result(FlutterMethodNotImplemented)
                }
                try? Self.recorder.record(raw: args)
                result(nil)
            }
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    private func registerProcessing(_ identifier: String) {
        WorkmanagerPlugin.registerBGProcessingTask(withIdentifier: identifier)
        // The plugin swallows BGTaskScheduler's result; a registration only sticks when the
        // identifier is permitted by the built Info.plist.
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers")
            as? [String] ?? []
        let ok = permitted.contains(identifier)
        try? Self.recorder.record(raw: ["identifier": identifier, "taskKind": "processing",
                                        "phase": "registration",
                                        "outcome": ok ? "succeeded" : "failed",
                                        "errorType": ok ? nil : "BGTaskScheduler.Error.notPermitted"])
        if ok { Self.registeredIdentifiers.append(identifier) }
    }
}
