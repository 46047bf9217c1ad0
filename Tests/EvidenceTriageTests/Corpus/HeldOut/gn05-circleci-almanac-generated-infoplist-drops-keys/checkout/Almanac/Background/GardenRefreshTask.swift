import BackgroundTasks
import Foundation

/// Pulls tomorrow's frost forecast so the morning "cover your seedlings" alert is fresh.
enum GardenRefreshTask {
    static let identifier = "com.almanac.garden.refresh"
    static let completed = Notification.Name("garden.refresh.completed")
    private(set) static var isRegistered = false

    /// Called from AlmanacApp.init, i.e. before launch finishes.
    static func register(forecast: FrostForecastService = .live) {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let work = Task {
                try await forecast.refreshTomorrow()
                NotificationCenter.default.post(name: completed, object: nil)
            }
            task.expirationHandler = { work.cancel() }
            Task { task.setTaskCompleted(success: (try? await work.value) != nil) }
        }
        if !isRegistered {
            NSLog("[GardenRefresh] register(%@) returned false", identifier)
        }
    }

    static func submit(earliest: Date = Date(timeIntervalSinceNow: 4 * 60 * 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("[GardenRefresh] submit failed: %@", String(describing: error))
            throw error
        }
    }
}
