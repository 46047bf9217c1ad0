#if DEBUG
import BackgroundTasks
import Foundation

/// Device-lab hook: `-ParcelleSimulateClaimsRefresh YES` asks the scheduler to
/// launch the claims refresh shortly after launch (the debugger's private call).
enum SmokeHooks {
    static func install() {
        guard UserDefaults.standard.bool(forKey: "ParcelleSimulateClaimsRefresh") else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
            BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                           with: ClaimsRefresh.identifier)
        }
    }
}
#endif
