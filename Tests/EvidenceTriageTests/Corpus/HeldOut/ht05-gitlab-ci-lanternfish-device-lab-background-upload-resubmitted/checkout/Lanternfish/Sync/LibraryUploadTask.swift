import BackgroundTasks

/// Overnight processing task that drains the upload queue while the phone charges.
enum LibraryUploadTask {
    static let identifier = "com.lanternfish.app.library-upload"

    static func submit(testID: String? = nil) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded, test: testID)
        } catch {
            DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .failed,
                                              errorType: (error as NSError).domain + ":\((error as NSError).code)", test: testID)
            throw error
        }
    }

    static func handle(_ task: BGProcessingTask, queue: UploadQueue) {
        DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { queue.suspendAll() }
        queue.drain { finished in task.setTaskCompleted(success: finished) }
    }
}
