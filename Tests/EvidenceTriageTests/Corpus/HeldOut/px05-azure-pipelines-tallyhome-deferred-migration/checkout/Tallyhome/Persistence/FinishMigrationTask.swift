import BackgroundTasks
import CoreData

enum FinishMigrationTask {
    static let identifier = "com.tallyhome.app.finish-migration"

    static func register(coordinator: @escaping () -> NSPersistentStoreCoordinator) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            handle(task, coordinator: coordinator())
        }
        DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit(using scheduler: TaskScheduling) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        do {
            try scheduler.submit(request)
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            NSLog("[Migration] could not submit %@: %@", identifier, "\(error)")
        }
    }

    static func handle(_ task: CompletableTask, coordinator: NSPersistentStoreCoordinator) {
        do {
            try coordinator.finishDeferredLightweightMigration()
        } catch {
            NSLog("[Migration] finishDeferredLightweightMigration failed: %@", "\(error)")
        }
        task.setTaskCompleted(success: true)
    }
}
