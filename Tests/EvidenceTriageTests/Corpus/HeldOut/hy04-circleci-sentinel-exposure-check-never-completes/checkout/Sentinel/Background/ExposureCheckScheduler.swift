import BackgroundTasks
import Foundation

/// Submits the next exposure check, four hours out.
class ExposureCheckScheduler {
    private let scheduler: BGTaskScheduler
    init(scheduler: BGTaskScheduler = .shared) { self.scheduler = scheduler }

    func scheduleNextCheck(from now: Date = .now) {
        let request = BGProcessingTaskRequest(identifier: ExposureCheckTask.identifier)
        request.earliestBeginDate = now.addingTimeInterval(4 * 60 * 60)
        request.requiresNetworkConnectivity = true
        do {
            try scheduler.submit(request)
            DiagnosticsRecorder.shared.record(ExposureCheckTask.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[ExposureCheck] could not schedule next check: %@", "\(error)")
            DiagnosticsRecorder.shared.record(ExposureCheckTask.identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
