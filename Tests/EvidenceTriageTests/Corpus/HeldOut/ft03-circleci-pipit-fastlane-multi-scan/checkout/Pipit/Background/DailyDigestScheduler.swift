import BackgroundTasks
import Foundation
import os

/// Uploads the listening digest once a day, just before midnight
/// (`fm.pipit.app.digest`, a BGAppRefreshTask).
enum DailyDigestScheduler {
    static let identifier = "fm.pipit.app.digest"
    static let didRunNotification = Notification.Name("DailyDigestSchedulerDidRun")
    private static let log = Logger(subsystem: "fm.pipit.app", category: "digest")

    static func register(uploader: DigestUploading) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Task {
                let success = (try? await uploader.uploadPendingDigest()) != nil
                NotificationCenter.default.post(name: didRunNotification, object: nil)
                task.setTaskCompleted(success: success)
            }
        }
        NSLog("registered %@: %d", identifier, ok)
    }

    static func nextRunDate(after now: Date, in timeZone: TimeZone = .current) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let tonight = calendar.date(bySettingHour: 23, minute: 59, second: 0, of: now) else { return nil }
        return tonight > now ? tonight : calendar.date(byAdding: .day, value: 1, to: tonight)
    }

    /// Next 23:59 local time, or the given override (tests).
    static func scheduleNightlyUpload(now: Date = Date(), earliestBeginDate override: Date? = nil) {
        let calendar = Calendar.current
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        if let override {
            request.earliestBeginDate = override
        } else if let tonight = calendar.date(bySettingHour: 23, minute: 59, second: 0, of: now) {
            request.earliestBeginDate = tonight > now ? tonight : calendar.date(byAdding: .day, value: 1, to: tonight)
        }
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("Scheduled digest upload for: \(String(describing: request.earliestBeginDate), privacy: .public)")
        } catch {
            NSLog("Could not schedule digest upload: %@", String(describing: error))
        }
    }
}

protocol DigestUploading {
    func uploadPendingDigest() async throws
}
