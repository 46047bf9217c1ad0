import UIKit

public struct AppBackgroundTaskExecuter: BackgroundTaskExecuter {
    let application: BackgroundTaskApplication
    let applicationState: ApplicationStateProviding

    public func execute<T>(name: String?, operation: @escaping () async throws -> T) async throws -> T {
        let name = name ?? "unnamed"

        // Added in this change: beginBackgroundTask must be called before the app is suspended,
        // so refuse to start one once we are already in the background.
        guard applicationState.isInBackground != true else {
            WireLogger.backgroundActivity.debug("background task \(name) cannot begin in the background")
            throw CancellationError()
        }

        let task = Task {
            WireLogger.backgroundActivity.debug("will start background task: \(name)")
            let result = try await operation()
            WireLogger.backgroundActivity.debug("did end background task: \(name)")
            return result
        }
        let id = application.beginBackgroundTask(withName: name) { task.cancel() }
        defer { application.endBackgroundTask(id) }
        return try await task.value
    }
}
