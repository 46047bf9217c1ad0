import BackgroundTasks
import Foundation

/// Hourly upload of heart-rate batches. Registered from
/// AppDelegate.application(_:didFinishLaunchingWithOptions:).
enum UploadScheduler {
    static let identifier = "com.pulsewise.app.hr-upload"

    static func register(recorder: DiagnosticRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            HeartRateUploadJob.shared.handle(task as! BGProcessingTask, recorder: recorder)
        }
        recorder.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit(recorder: DiagnosticRecorder) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
