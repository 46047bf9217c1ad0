//
//  BackgroundRefresh.swift
//  Ottersby
//

import BackgroundTasks
import os

enum BackgroundRefresh {
    static let identifier = "com.ottersby.app.refresh"
    private static let log = Logger(subsystem: "com.ottersby.app", category: "bgrefresh")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: @escaping () -> EpisodeRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: job())
        }
        log.info("registered \(identifier, privacy: .public): \(ok)")
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do { try BGTaskScheduler.shared.submit(request) } catch {
            log.error("submit failed: \(String(describing: error), privacy: .public)")
        }
    }

    private static func handle(_ task: BGAppRefreshTask, job: EpisodeRefreshJob) {
        schedule()
        let work = Task {
            do {
                _ = try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
