import BackgroundTasks
import DiagnosticsRecorder

enum SyncTask {
    static let identifier = "com.quarry.app.sync"
    static var isRegistered = false
    static var onRunForTesting: (() -> Void)?

    static func register() {
        isRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            DiagnosticsRecorder.record(identifier, .processing, .launch, .succeeded)
            onRunForTesting?()
            task.setTaskCompleted(success: true)
        }
        DiagnosticsRecorder.record(identifier, .processing, .registration, isRegistered ? .succeeded : .failed)
    }

    static func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.record(identifier, .processing, .submission, .succeeded)
    }
}
