import BackgroundTasks
import os

final class WateringRefresh {
    static let shared = WateringRefresh()
    static let identifier = "com.orchard.app.watering-refresh"
    private let log = Logger(subsystem: "com.orchard.app", category: "Watering")
    private(set) var isRegistered = false

    func register() {
        log.info("registering \(Self.identifier, privacy: .public)")
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            WateringPlanner.shared.refresh { task.setTaskCompleted(success: $0) }
        }
        DiagnosticRecorder.shared.record(Self.identifier, .appRefresh, .registration, isRegistered ? .succeeded : .failed)
    }
}
