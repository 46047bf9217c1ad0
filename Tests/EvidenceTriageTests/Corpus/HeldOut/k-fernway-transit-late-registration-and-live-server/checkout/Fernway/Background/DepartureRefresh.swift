import BackgroundTasks
import os

/// Keeps the departure board fresh while the app is in the background.
final class DepartureRefresh {
    static let shared = DepartureRefresh()
    static let identifier = "com.fernway.transit.departures-refresh"
    private let log = Logger(subsystem: "com.fernway.transit", category: "refresh")
    private var isRegistered = false

    /// Called when the rider turns on "Live departures" in Settings.
    func enableLiveDepartures() {
        registerIfNeeded()
        schedule()
    }

    private func registerIfNeeded() {
        guard !isRegistered else { return }
        isRegistered = true
        log.info("registering \(Self.identifier, privacy: .public)")
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            DepartureSyncJob.shared.handle(task as! BGAppRefreshTask)
        }
    }

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do { try BGTaskScheduler.shared.submit(request) }
        catch { log.error("submit failed: \(error.localizedDescription, privacy: .public)") }
    }
}
