import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Refreshes the forecast for the user's favourite spots before the morning session.
enum SpotForecastRefresh {
    static let identifier = try! TaskIdentifier("com.kitehaven.app.spot-forecast")

    static func register(recorder: EvidenceRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            Task { await perform(task: task as! BGAppRefreshTask, client: .live) }
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(recorder: EvidenceRecorder) {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }

    /// The job itself; tests drive it with a fake task and a stub client.
    static func perform(task: RefreshTaskProtocol, client: ForecastClient) async {
        do {
            let forecasts = try await client.fetchFavourites()
            try ForecastCache.shared.replace(with: forecasts)
            ForecastBadgeModel.defaults.set(Date(), forKey: "spotForecast.lastUpdated")
            task.setTaskCompleted(success: true)
        } catch {
            task.setTaskCompleted(success: false)
        }
    }
}
