import BackgroundTasks
import Foundation

/// Debug builds only: `-simulateBackgroundLaunch <identifier>` asks BGTaskScheduler to launch
/// a pending request as if iOS had decided to run it (same SPI as the LLDB command).
enum DebugBackgroundLaunch {
    static func simulateIfRequested() {
        #if DEBUG
        guard let id = UserDefaults.standard.string(forKey: "simulateBackgroundLaunch") else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            let sel = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
            BGTaskScheduler.shared.perform(sel, with: id)
        }
        #endif
    }
}
