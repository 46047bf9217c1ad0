import BackgroundTasks
import Foundation
import os

/// Thin adapter between BGTaskScheduler and `ForecastRefreshJob`.
final class ForecastRefreshScheduler {

    static let identifier = "com.tidewell.app.forecast-refresh"

    private let log = Logger(subsystem: "com.tidewell.app", category: "Refresh")
    private let store: ForecastStore
    private let client: TidewellAPIClient

    init(store: ForecastStore, client: TidewellAPIClient) {
        self.store = store
        self.client = client
    }

    func registerLaunchHandler() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        log.info("register \(Self.identifier, privacy: .public) -> \(ok)")
    }

    func scheduleNext() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        #if DEBUG
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        #else
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        #endif
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(Self.identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
        } catch {
            log.error("submit \(Self.identifier, privacy: .public) failed: \(String(describing: error), privacy: .public)")
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        log.info("launch \(Self.identifier, privacy: .public)")
        scheduleNext()
        let job = ForecastRefreshJob(store: store, client: client)
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
