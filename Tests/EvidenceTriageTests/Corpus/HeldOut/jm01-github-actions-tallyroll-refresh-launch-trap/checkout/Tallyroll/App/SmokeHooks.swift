#if DEBUG
import BackgroundTasks
import Foundation
import UIKit

/// Device-lab only. With `-TRSimulateRefreshLaunch YES` the app asks the
/// scheduler to launch the refresh task a few seconds after it is backgrounded
/// (the same private call the debugger uses). Never compiled into Release.
enum SmokeHooks {
    static func installIfRequested() {
        guard UserDefaults.standard.bool(forKey: "TRSimulateRefreshLaunch") else { return }
        NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
                let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
                BGTaskScheduler.shared.perform(selector, with: NotificationCoordinator.refreshTaskIdentifier)
            }
        }
    }
}
#endif
