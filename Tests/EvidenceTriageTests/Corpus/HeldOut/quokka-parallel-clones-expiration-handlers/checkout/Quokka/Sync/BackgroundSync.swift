import UIKit

final class BackgroundSync {
    private let application: BackgroundTaskApplication

    init(application: BackgroundTaskApplication) {
        self.application = application
    }

    func perform(_ work: @escaping () async throws -> Void) async throws {
        let id = application.beginBackgroundTask(withName: "quokka.sync") { [application] in
            // Expiration only ends the task; the work itself keeps running.
            application.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: 3))
        }
        defer { application.endBackgroundTask(id) }
        try await work()
    }
}
