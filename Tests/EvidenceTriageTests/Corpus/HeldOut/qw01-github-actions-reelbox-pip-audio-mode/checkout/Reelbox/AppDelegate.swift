import UIKit
import AVFoundation

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
        } catch {
            NSLog("[Audio] setCategory failed: \(error)")
        }
        return true
    }

    /**
      detach player UI to keep audio playing in background
     */
    func applicationDidEnterBackground(_ application: UIApplication) {
        PlayerHost.shared.playerViewController?.player = nil
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        NSLog("[Lifecycle] foreground")
    }
}
