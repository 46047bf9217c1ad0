import BackgroundTasks
import Capacitor
import CapacitorBackgroundRunner
import EvidenceRecorder
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let runnerTaskId = "com.kestrel.checkin.background.task"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Registers the BGAppRefreshTask launch handler for the runner label in capacitor.config.ts.
        BackgroundRunnerPlugin.registerBackgroundTask()
        BackgroundRunnerPlugin.handleApplicationDidFinishLaunching(launchOptions: launchOptions)

        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        let ok = permitted.contains(Self.runnerTaskId)
        try? Self.recorder.record(raw: ["identifier": Self.runnerTaskId, "taskKind": "appRefresh",
                                        "phase": "registration", "outcome": ok ? "succeeded" : "failed",
                                        "errorType": ok ? nil : "BGTaskScheduler.Error.notPermitted"])
        return true
    }

    func application(_ app: UIApplication, open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        ApplicationDelegateProxy.shared.application(app, open: url, options: options)
    }
}
