#if DEBUG
import BackgroundTasks
import os

/// Lab builds only: runs the registered launch handler for `identifier` a fixed delay after
/// the app enters the background, when QF_DEBUG_REFRESH_AFTER is set in the environment.
enum DebugRefreshHook {
    static func armIfRequested(identifier: String) {
        guard let raw = ProcessInfo.processInfo.environment["QF_DEBUG_REFRESH_AFTER"], let delay = Double(raw) else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            Logger(subsystem: "com.quillfeather.app", category: "Debug").notice("[DebugRefreshHook] running handler for \(identifier) (+\(Int(delay))s)")
            BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: identifier)
        }
    }
}
#endif
