import BackgroundTasks
import Foundation

@MainActor
enum StoreMaintenanceTask {
    static let identifier = "app.clipjar.ios.store-maintenance"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: .main) { task in
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }

    private static func run(_ task: BGProcessingTask) {
        let job = Task { @MainActor in
            do {
                try OrphanCleanupJob(storage: .shared).run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { job.cancel() }
    }
}
