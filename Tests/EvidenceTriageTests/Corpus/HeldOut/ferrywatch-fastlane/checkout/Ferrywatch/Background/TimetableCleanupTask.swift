import BackgroundTasks

/// Prunes expired timetables and re-downloads the next 14 days overnight.
enum TimetableCleanupTask {
    static let identifier = "com.ferrywatch.app.timetable-cleanup"
    static var onLaunch: (() -> Void)?   // test hook

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticRecorder.shared.record(identifier, .processing, .launch, .succeeded)
            onLaunch?()
            handle(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    static func submit(after delay: TimeInterval = 0) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: delay)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier, .processing, .submission, .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier, .processing, .submission, .failed, error: error)
            throw error
        }
    }

    private static func handle(_ task: BGProcessingTask) {
        let job = TimetableCleanupJob()
        task.expirationHandler = { job.cancel() }
        Task { task.setTaskCompleted(success: await job.run()) }
    }
}
