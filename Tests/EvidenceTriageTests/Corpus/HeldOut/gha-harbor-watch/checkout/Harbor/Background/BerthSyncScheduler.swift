import BackgroundTasks
import Foundation

enum BerthSyncScheduler {
    static let identifier = "com.harbor.app.berth-sync"

    /// Called from AppDelegate.application(_:didFinishLaunchingWithOptions:).
    static func register(recorder: DiagnosticRecorder = .shared) {
        let accepted = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            BerthSyncJob.shared.handle(task as! BGProcessingTask, recorder: recorder)
        }
        print("[BGTask] register(\(identifier)) returned \(accepted)")
        recorder.record(identifier, kind: .processing, phase: .registration, outcome: accepted ? .succeeded : .failed)
    }

    static func submit(recorder: DiagnosticRecorder = .shared) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
