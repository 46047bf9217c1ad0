import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTaskRegistrar {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let wateringReminders = try! TaskIdentifier("com.fernleaf.app.watering-reminders")
    static let weatherRefresh = try! TaskIdentifier("com.fernleaf.app.weather-refresh")

    static func registerAll() {
        // The recorder's uncaught-exception hook marks a pending registration as failed if register() throws.
        recorder.beginPending(wateringReminders, kind: .processing, phase: .registration)
        let wateringOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: wateringReminders.rawValue, using: nil) { task in
            try? recorder.record(wateringReminders, kind: .processing, phase: .launch, outcome: .succeeded)
            WateringReminderJob(store: PersistenceController.shared).run(task as! BGProcessingTask)
        }
        try? recorder.record(wateringReminders, kind: .processing, phase: .registration,
                             outcome: wateringOK ? .succeeded : .failed)

        recorder.beginPending(weatherRefresh, kind: .appRefresh, phase: .registration)
        let weatherOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: weatherRefresh.rawValue, using: nil) { task in
            try? recorder.record(weatherRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            WeatherRefreshJob().run(task as! BGAppRefreshTask)
        }
        try? recorder.record(weatherRefresh, kind: .appRefresh, phase: .registration,
                             outcome: weatherOK ? .succeeded : .failed)
    }
}
