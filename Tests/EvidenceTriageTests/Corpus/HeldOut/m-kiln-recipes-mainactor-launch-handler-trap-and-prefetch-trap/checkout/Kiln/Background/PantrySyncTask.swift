import BackgroundTasks
import os

@MainActor
enum PantrySyncTask {
    static let identifier = "io.kilnapp.kiln.pantrysync"
    static var onFinished: ((Bool) -> Void)?
    private static let log = Logger(subsystem: "io.kilnapp.kiln", category: "PantrySync")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        log.info("registered \(identifier, privacy: .public): \(ok)")
    }

    static func schedule(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        try BGTaskScheduler.shared.submit(request)
    }

    private static func handle(_ task: BGAppRefreshTask) {
        task.expirationHandler = { PantrySync.shared.cancel() }
        Task {
            let ok = await PantrySync.shared.pull()
            task.setTaskCompleted(success: ok)
            onFinished?(ok)
        }
    }
}
