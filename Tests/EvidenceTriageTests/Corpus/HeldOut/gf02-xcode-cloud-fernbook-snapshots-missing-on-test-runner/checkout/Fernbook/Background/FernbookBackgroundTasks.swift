import BackgroundTasks
import Foundation
import os

/// Watering reminders are recomputed in an app refresh; photo thumbnails are rebuilt in a processing task.
enum FernbookBackgroundTasks {
    static let reminderRefresh = "app.fernbook.ios.reminders.refresh"
    static let thumbnailRebuild = "app.fernbook.ios.thumbnails.rebuild"

    private static let log = Logger(subsystem: "app.fernbook.ios", category: "background")

    static func registerAll(reminders: WateringReminderJob, thumbnails: ThumbnailRebuildJob) {
        let ok1 = BGTaskScheduler.shared.register(forTaskWithIdentifier: reminderRefresh, using: nil) { task in
            BackgroundJobAdapter(job: reminders).handle(task)
        }
        let ok2 = BGTaskScheduler.shared.register(forTaskWithIdentifier: thumbnailRebuild, using: nil) { task in
            BackgroundJobAdapter(job: thumbnails).handle(task)
        }
        log.info("registered reminders=\(ok1) thumbnails=\(ok2)")
    }

    static func scheduleReminderRefresh(now: Date = .now) {
        let request = BGAppRefreshTaskRequest(identifier: reminderRefresh)
        request.earliestBeginDate = Calendar.current.nextDate(
            after: now, matching: DateComponents(hour: 7), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("reminder refresh not scheduled: \(error.localizedDescription)")
        }
    }
}
