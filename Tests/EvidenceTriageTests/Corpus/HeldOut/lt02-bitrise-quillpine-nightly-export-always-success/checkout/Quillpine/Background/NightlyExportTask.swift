import BackgroundTasks
import Foundation

/// Nightly CSV export of the previous night's sleep stages into the folder the user picked.
/// Runs as a BGProcessingTask (requires `processing` in UIBackgroundModes).
enum NightlyExportTask {
    static let identifier = "com.quillpine.sleep.nightly-export"

    static func register(exporter: NightlyExporter = .shared,
                         recorder: BackgroundRecordWriter = .shared) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(ProcessingTaskAdapter(task as! BGProcessingTask), exporter: exporter, recorder: recorder)
        }
        recorder.write(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    static func handle(_ task: ProcessingTasking, exporter: NightlyExporter, recorder: BackgroundRecordWriter) {
        recorder.write(identifier, .processing, .launch, .succeeded)
        exporter.catchUpIfDue()
        scheduleNext()
        task.setTaskCompleted(success: true)
        recorder.write(identifier, .processing, .completion, .succeeded)
    }

    static func scheduleNext(now: Date = .now) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = Calendar.current.nextDate(after: now, matching: DateComponents(hour: 4, minute: 30),
                                                              matchingPolicy: .nextTime)
        request.requiresExternalPower = true
        try? BGTaskScheduler.shared.submit(request)
    }
}
