import BackgroundTasks
import Foundation

@MainActor
final class BackgroundRefreshManager {
    static let shared = BackgroundRefreshManager()
    static let identifier = "io.pennant.weather.readings-refresh"

    private let job = ReadingsRefreshJob.live

    /// Registered from AppDelegate.didFinishLaunching. `using: nil` means the
    /// scheduler calls the handler on its own background queue.
    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: makeLaunchHandler())
    }

    /// The closure is formed inside a @MainActor type, so under the Swift 6
    /// language mode (switched on with the Xcode 16.4 upgrade, #602) it inherits
    /// main-actor isolation and the compiler inserts an executor check at entry.
    static func makeLaunchHandler() -> (any BackgroundTaskProtocol) -> Void {
        return { task in
            shared.run(task)
        }
    }

    func run(_ task: any BackgroundTaskProtocol) {
        let work = Task { await job.run() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = await work.value
            task.setTaskCompleted(success: ok)
        }
    }
}
