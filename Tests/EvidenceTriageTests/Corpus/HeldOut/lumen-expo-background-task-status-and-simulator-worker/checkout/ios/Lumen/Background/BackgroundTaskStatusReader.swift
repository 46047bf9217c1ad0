import UIKit

enum BackgroundTaskStatus: Int, CustomStringConvertible {
    case restricted = 1
    case available = 2
    case denied = 3

    var description: String {
        switch self {
        case .restricted: return "restricted"
        case .available: return "available"
        case .denied: return "denied"
        }
    }
}

/// Mirrors expo-background-task's `getStatusAsync` on iOS.
struct BackgroundTaskStatusReader {
    var refreshStatus: () -> UIBackgroundRefreshStatus = { UIApplication.shared.backgroundRefreshStatus }
    var isSimulator: Bool = BackgroundTaskStatusReader.runningOnSimulator

    func read() -> BackgroundTaskStatus {
        // Same shape as BackgroundTaskScheduler.supportsBackgroundTasks():
        // the Background App Refresh setting is never consulted.
        return isSimulator ? .restricted : .available
    }

    static var runningOnSimulator: Bool {
        #if targetEnvironment(simulator)
        return true
        #else
        return false
        #endif
    }
}
