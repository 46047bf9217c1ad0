import BackgroundTasks
import EvidenceRecorder
import Flutter
import UIKit

@main
@objc class AppDelegate: FlutterAppDelegate {
    static let recorder = EvidenceRecorder.fromEnvironment()
    static private(set) var registeredIdentifiers: Set<String> = []

    override func application(_ application: UIApplication,
                              didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        GeneratedPluginRegistrant.register(with: self)
        register("dev.sproutling.app.backup", kind: .processing) { task in
            BackgroundBridge.shared.runDart("backup", task: task)
        }
        register("dev.sproutling.app.periodic-sync", kind: .appRefresh) { task in
            BackgroundBridge.shared.runDart("periodicSync", task: task)
        }
        BackgroundBridge.shared.attach(to: window?.rootViewController as? FlutterViewController)
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    private func register(_ id: String, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil, launchHandler: handler)
        if ok { Self.registeredIdentifiers.insert(id) } else { NSLog("[sproutling] BGTaskScheduler.register returned false for %@", id) }
        try? Self.recorder.record(try! TaskIdentifier(id), kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                                  error: ok ? nil : ErrorType("BGTaskScheduler.Error.notPermitted"))
    }
}
