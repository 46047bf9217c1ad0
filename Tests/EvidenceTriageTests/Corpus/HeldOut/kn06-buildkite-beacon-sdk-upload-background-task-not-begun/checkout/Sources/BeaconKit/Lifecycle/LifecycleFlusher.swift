#if canImport(UIKit)
import UIKit

/// Flushes queued events when the app goes to the background.
final class LifecycleFlusher {
    private let beacon: Beacon

    init(beacon: Beacon) {
        self.beacon = beacon
    }

    func applicationDidEnterBackground() {
        let application = BackgroundTasks.application
        var identifier = UIBackgroundTaskIdentifier.invalid
        identifier = application.beginBackgroundTask(withName: "Beacon flush") {
            application.endBackgroundTask(identifier)
        }
        Task { [beacon] in
            await beacon.flush()
        }
        application.endBackgroundTask(identifier)
    }
}
#endif
