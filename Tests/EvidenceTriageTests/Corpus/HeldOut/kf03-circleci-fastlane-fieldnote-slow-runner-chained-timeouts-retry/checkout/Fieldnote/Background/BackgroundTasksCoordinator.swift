import BackgroundTasks
import Foundation
import os

final class BackgroundTasksCoordinator {
    static let shared = BackgroundTasksCoordinator()
    static let nightlySyncID = "com.fieldnote.app.nightly-sync"
    static let uploadID = "com.fieldnote.app.observation-upload"
    private let log = Logger(subsystem: "com.fieldnote.app", category: "Background")

    func registerAll() {
        for (id, handler) in [(Self.nightlySyncID, handleNightlySync), (Self.uploadID, handleUpload)] {
            let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
                TaskDiagnostics.write(id, .processing, .launch, .succeeded)
                handler(task as! BGProcessingTask)
            }
            TaskDiagnostics.write(id, .processing, .registration, ok ? .succeeded : .failed)
        }
    }

    func scheduleNightlySync() {
        let request = BGProcessingTaskRequest(identifier: Self.nightlySyncID)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 2),
                                                              matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskDiagnostics.write(Self.nightlySyncID, .processing, .submission, .succeeded)
        } catch {
            log.error("nightly-sync submit failed: \(String(describing: error), privacy: .public)")
            TaskDiagnostics.write(Self.nightlySyncID, .processing, .submission, .failed, error: error)
        }
    }

    private func handleNightlySync(_ task: BGProcessingTask) { NightlySync.shared.run(task) }
    private func handleUpload(_ task: BGProcessingTask) {
        BackgroundUploadTask(task: task, scheduler: BGTaskScheduler.shared, uploader: .shared).start()
    }
}
