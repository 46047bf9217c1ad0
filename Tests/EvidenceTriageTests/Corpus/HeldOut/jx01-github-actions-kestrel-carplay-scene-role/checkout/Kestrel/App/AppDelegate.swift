import UIKit
import BackgroundTasks
import AVFoundation

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let feedRefreshTaskID = "app.kestrelaudio.player.feed-refresh"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.feedRefreshTaskID, using: nil) { task in
            FeedRefreshJob.shared.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.feedRefreshTaskID, kind: .appRefresh,
                                          phase: .registration, outcome: registered ? .succeeded : .failed)
        NSLog("[Kestrel] BGTaskScheduler registered %@: %@", Self.feedRefreshTaskID, registered ? "true" : "false")
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio)
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneConfigurationResolver.configuration(for: connectingSceneSession.role)
    }
}
