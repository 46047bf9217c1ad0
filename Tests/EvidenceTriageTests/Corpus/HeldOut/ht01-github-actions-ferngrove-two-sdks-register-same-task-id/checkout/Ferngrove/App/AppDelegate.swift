import UIKit
import BackgroundTasks
import TSBackgroundFetch
import MobilitrekKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let recorder = BackgroundTaskRecorder.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Our own trail upload task.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: TrailSyncTask.identifier, using: nil) { task in
            TrailSyncTask.handle(task as! BGProcessingTask)
        }
        recorder.record(identifier: TrailSyncTask.identifier, kind: .processing,
                        phase: .registration, outcome: ok ? .succeeded : .failed)

        guard !Self.isUnitTestHost else {
            NSLog("[Ferngrove] registered %@ (vendor SDKs skipped: XCTest host)", TrailSyncTask.identifier)
            return true
        }

        // Periodic weather/trail-condition refresh.
        TSBackgroundFetch.sharedInstance().didFinishLaunching()

        // Commute detection (PR #842). The vendor SDK registers its own
        // BGProcessingTask "com.mobilitrek.sdk.task_processing" from start().
        MobilitrekSDK.start(with: MobilitrekConfig(apiKeyRef: "MOBILITREK_KEY_REF", mode: .passive))

        NSLog("[Ferngrove] launch complete")
        return true
    }

    static var isUnitTestHost: Bool {
        ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil
            && ProcessInfo.processInfo.environment["FERNGROVE_UI_TEST"] == nil
    }
}
