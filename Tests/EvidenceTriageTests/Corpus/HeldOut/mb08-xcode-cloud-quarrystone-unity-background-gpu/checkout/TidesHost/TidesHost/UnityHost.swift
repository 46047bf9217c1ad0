import UIKit
import UnityFramework

/// Forwards the host app's lifecycle to the embedded Unity player.
final class UnityHost: NSObject {
    static let shared = UnityHost()
    private(set) var framework: UnityFramework?

    func start(launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        let fw = UnityFramework.load()
        fw.setDataBundleId("com.unity3d.framework")
        fw.runEmbedded(withArgc: CommandLine.argc, argv: CommandLine.unsafeArgv, appLaunchOpts: launchOptions)
        framework = fw
        let nc = NotificationCenter.default
        nc.addObserver(self, selector: #selector(didBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
        // BUG: willResignActive / didEnterBackground are not forwarded, so
        // UnityAppController never pauses the player: OnApplicationPause(true)
        // is not sent and the player keeps submitting Metal work in background.
    }

    @objc private func didBecomeActive() {
        framework?.appController()?.applicationDidBecomeActive(UIApplication.shared)
    }
}
