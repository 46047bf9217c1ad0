import BackgroundTasks
import EvidenceRecorder
import Foundation
import PlumtreeKit

enum GardenBackgroundTasks {
    /// Overnight sync of watering reminders (BGProcessingTask, needs network).
    static let gardenSync = "com.plumtree.garden.garden-sync"
    /// Morning frost/rain forecast for the Today card (BGAppRefreshTask).
    static var forecastRefresh: String { "\(Bundle.main.bundleIdentifier!).forecast-refresh" }

    private(set) static var registered: [String: Bool] = [:]

    static func registerAll(persistence: PersistenceController, recorder: EvidenceRecorder) {
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: gardenSync, using: nil) { task in
            try? recorder.record(TaskIdentifier(gardenSync), kind: .processing, phase: .launch, outcome: .succeeded)
            WateringReminderSync(persistence: persistence).run(task as! BGProcessingTask)
        }
        registered[gardenSync] = syncOK
        try? recorder.record(TaskIdentifier(gardenSync), kind: .processing, phase: .registration,
                             outcome: syncOK ? .succeeded : .failed)

        let forecastOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: forecastRefresh, using: nil) { task in
            try? recorder.record(TaskIdentifier(forecastRefresh), kind: .appRefresh, phase: .launch, outcome: .succeeded)
            ForecastRefresh.run(task as! BGAppRefreshTask)
        }
        registered[forecastRefresh] = forecastOK
        try? recorder.record(TaskIdentifier(forecastRefresh), kind: .appRefresh, phase: .registration,
                             outcome: forecastOK ? .succeeded : .failed)
    }

    static func scheduleAll(recorder: EvidenceRecorder) {
        let sync = BGProcessingTaskRequest(identifier: gardenSync)
        sync.requiresNetworkConnectivity = true
        submit(sync, kind: .processing, recorder: recorder)

        let forecast = BGAppRefreshTaskRequest(identifier: forecastRefresh)
        forecast.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 6),
                                                               matchingPolicy: .nextTime)
        submit(forecast, kind: .appRefresh, recorder: recorder)
    }

    private static func submit(_ request: BGTaskRequest, kind: TaskKind, recorder: EvidenceRecorder) {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(TaskIdentifier(request.identifier), kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            print("[GardenBackgroundTasks] submit \(request.identifier) failed: \(error)")
            try? recorder.record(TaskIdentifier(request.identifier), kind: kind, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
