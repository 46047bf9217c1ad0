//
//  LedgerCompactionTask.swift
//  Tallowmere
//
//  Nightly BGProcessingTask: folds settled transactions older than 13 months into
//  monthly summaries. Registered from AppDelegate.application(_:didFinishLaunching…).
//

import BackgroundTasks
import CoreData
import OSLog

enum LedgerCompactionTask {
    static let identifier = "com.tallowmere.app.ledger-compaction"
    private static let log = Logger(subsystem: "com.tallowmere.app", category: "BG")

    static func register(persistence: PersistenceController) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGProcessingTask, persistence: persistence)
        }
        log.info("register \(identifier, privacy: .public): \(ok)")
    }

    static func schedule() {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 2),
                                                              matchingPolicy: .nextTime)
        do { try BGTaskScheduler.shared.submit(request) } catch { log.error("submit failed: \(error)") }
    }

    private static func handle(_ task: BGProcessingTask, persistence: PersistenceController) {
        schedule()
        let job = LedgerCompactionJob(context: persistence.container.newBackgroundContext(), clock: .live)
        task.expirationHandler = { job.cancel() }
        Task {
            let result = await job.run()
            task.setTaskCompleted(success: result == .completed)
        }
    }
}
