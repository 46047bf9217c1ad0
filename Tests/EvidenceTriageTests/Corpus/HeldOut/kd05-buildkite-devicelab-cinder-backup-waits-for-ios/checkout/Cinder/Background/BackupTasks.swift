import BackgroundTasks
import os

enum BackupTasks {
    static let processing = "app.cinder.ios.backup-processing"
    static let refresh = "app.cinder.ios.backup-refresh"
    private static let log = Logger(subsystem: "app.cinder.ios", category: "BackupTasks")

    static func registerHandlers() {
        let p = BGTaskScheduler.shared.register(forTaskWithIdentifier: processing, using: nil) { task in
            BackupRunner.shared.runProcessing(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: processing, kind: .processing, phase: .registration, succeeded: p, error: nil)
        let r = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            BackupRunner.shared.runRefresh(task as! BGAppRefreshTask)
        }
        DiagnosticsRecorder.shared.record(identifier: refresh, kind: .appRefresh, phase: .registration, succeeded: r, error: nil)
    }

    /// Full-library backup: needs power and network, may run for minutes.
    static func scheduleProcessing(earliest: Date) throws {
        let request = BGProcessingTaskRequest(identifier: processing)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliest
        try submit(request, kind: .processing)
        log.info("submitted \(processing, privacy: .public) earliestBegin=\(earliest.ISO8601Format(), privacy: .public) requiresExternalPower=1 requiresNetworkConnectivity=1")
    }

    /// Quick pass over the newest photos.
    static func scheduleRefresh(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: refresh)
        request.earliestBeginDate = earliest
        try submit(request, kind: .appRefresh)
        log.info("submitted \(refresh, privacy: .public) earliestBegin=\(earliest.ISO8601Format(), privacy: .public)")
    }

    private static func submit(_ request: BGTaskRequest, kind: DiagnosticsRecorder.TaskKind) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: kind, phase: .submission, succeeded: true, error: nil)
        } catch {
            DiagnosticsRecorder.shared.record(identifier: request.identifier, kind: kind, phase: .submission, succeeded: false, error: error)
            throw error
        }
    }
}
