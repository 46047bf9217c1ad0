import AVFoundation
import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshID = "com.followline.app.refresh"
    let keepAlive = SilentAudioKeepAlive(player: SilentLoopPlayer(resource: "silence-30s"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            NightscoutRefresh.handle(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.refreshID, kind: .appRefresh,
                                           phase: .registration, outcome: ok ? .succeeded : .failed)
        if Settings.shared.backgroundAudioEnabled {
            try? keepAlive.start()
        }
        return true
    }
}
