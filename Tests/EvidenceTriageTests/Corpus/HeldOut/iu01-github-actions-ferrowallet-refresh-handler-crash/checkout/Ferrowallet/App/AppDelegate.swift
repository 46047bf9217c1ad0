import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder.standard

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let refreshOK = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: BackgroundSyncing.appRefreshIdentifier, using: nil) { task in
            Self.recorder.record(BackgroundSyncing.appRefreshIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            BackgroundSyncing.default.handleAppRefresh(task as! BGAppRefreshTask)
        }
        Self.recorder.record(BackgroundSyncing.appRefreshIdentifier, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed)

        let processingOK = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: BackgroundSyncing.processingIdentifier, using: nil) { task in
            Self.recorder.record(BackgroundSyncing.processingIdentifier, kind: .processing, phase: .launch, outcome: .succeeded)
            BackgroundSyncing.default.handleProcessing(task as! BGProcessingTask)
        }
        Self.recorder.record(BackgroundSyncing.processingIdentifier, kind: .processing, phase: .registration,
                             outcome: processingOK ? .succeeded : .failed)
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
    }
}
