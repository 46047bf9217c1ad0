import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let player = PlayerController.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        player.configureAudioSession()
        player.restoreLastPosition()
        return true
    }

    /// Persist where the listener stopped so the next launch resumes there.
    func applicationWillTerminate(_ application: UIApplication) {
        player.saveCurrentPosition()
    }
}
