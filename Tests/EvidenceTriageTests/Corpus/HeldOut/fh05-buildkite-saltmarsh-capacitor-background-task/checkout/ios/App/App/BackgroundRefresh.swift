import BackgroundTasks
import Foundation
import os

enum BackgroundRefresh {
    // Renamed from com.saltmarsh.app.refresh in SM-233 ("one id per feature").
    static let logbookRefresh = "com.saltmarsh.logbook.refresh"
    static let mediaCleanup = "com.saltmarsh.app.cleanup"

    private(set) static var registrationResults: [String: Bool] = [:]
    private static let logger = Logger(subsystem: "com.saltmarsh.app", category: "bgtasks")
    static let recorder = DiagnosticsRecorder.shared

    static func registerAll() {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: logbookRefresh, using: nil) { task in
            LogbookRefreshHandler().handle(task as! BGAppRefreshTask)
        }
        record(logbookRefresh, kind: "appRefresh", registered: refreshOK)

        let cleanupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: mediaCleanup, using: nil) { task in
            MediaCleanupHandler().handle(task as! BGProcessingTask)
        }
        record(mediaCleanup, kind: "processing", registered: cleanupOK)
    }

    static func scheduleLogbookRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: logbookRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.submission(logbookRefresh, kind: "appRefresh", error: nil)
        } catch {
            logger.error("Could not schedule logbook refresh: \(String(describing: error), privacy: .public)")
            recorder.submission(logbookRefresh, kind: "appRefresh", error: error)
            throw error
        }
    }

    static func scheduleLogbookRefreshIgnoringErrors() {
        try? scheduleLogbookRefresh()
    }

    private static func record(_ id: String, kind: String, registered: Bool) {
        registrationResults[id] = registered
        recorder.registration(id, kind: kind, succeeded: registered)
        if !registered {
            logger.error("BGTaskScheduler refused to register \(id, privacy: .public)")
        }
    }
}
