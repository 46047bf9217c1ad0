import BackgroundTasks
import os

enum BackgroundTasks {
    static let timetableRefresh = "com.ferrow.app.timetable-refresh"
    private static let log = Logger(subsystem: "com.ferrow.app", category: "Background")

    static func registerAll(job: TimetableRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: timetableRefresh, using: nil) { task in
            BackgroundRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        if ok { log.debug("registered \(timetableRefresh)") } else { log.error("registration rejected \(timetableRefresh)") }
    }
}
