import BackgroundTasks
import Photos

enum PhotoIndexTask {
    static let identifier = "com.fernweh.app.photo-index"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Diagnostics.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            run(task as! BGProcessingTask)
        }
        Diagnostics.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[PhotoIndex] submit failed: %@", String(describing: error))
            Diagnostics.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }

    static func run(_ task: BGProcessingTask) {
        let indexer = PhotoIndexer(store: .shared)
        task.expirationHandler = { indexer.cancel() }
        indexer.indexNewAssets { task.setTaskCompleted(success: $0) }
    }
}
