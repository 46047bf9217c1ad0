import BackgroundTasks
import Foundation

enum BackgroundTaskID {
    static let carePlanRebuild = "com.herbarium.app.care-plan-rebuild"
}

final class CarePlanRebuild {
    static let shared = CarePlanRebuild()
    var onFinish: ((Bool) -> Void)?
    private(set) var lastRun: Date?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskID.carePlanRebuild, using: nil) { task in
            self.run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.carePlanRebuild, kind: .processing,
                                          phase: .registration, outcome: ok ? .succeeded : .failed, errorType: nil)
    }

    func schedule(earliest: Date) {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskID.carePlanRebuild)
        request.requiresExternalPower = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[CarePlan] submitted %@ (requiresExternalPower: true)", BackgroundTaskID.carePlanRebuild)
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.carePlanRebuild, kind: .processing,
                                              phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            NSLog("[CarePlan] submit failed: %@", String(describing: error))
            DiagnosticsRecorder.shared.record(identifier: BackgroundTaskID.carePlanRebuild, kind: .processing,
                                              phase: .submission, outcome: .failed, errorType: DiagnosticsRecorder.errorType(error))
        }
    }

    private func run(_ task: BGProcessingTask) {
        DiagnosticsRecorder.shared.record(identifier: task.identifier, kind: .processing, phase: .launch,
                                          outcome: .succeeded, errorType: nil)
        CarePlanBuilder.rebuildAll { ok in
            self.lastRun = .now
            task.setTaskCompleted(success: ok)
            self.onFinish?(ok)
        }
    }
}
