import BackgroundTasks
import Foundation

final class BackgroundUpload {
    static let identifier = "com.quarrynotes.quarry.overnight-upload"
    static let shared = BackgroundUpload()

    var onRun: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.run(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .processing, phase: .registration,
                                         outcome: ok ? .succeeded : .failed)
    }

    func schedule(after interval: TimeInterval = 60 * 60) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        try BGTaskScheduler.shared.submit(request)
    }

    private func run(_ task: BGProcessingTask) {
        onRun?()
        UploadQueue.shared.drain { task.setTaskCompleted(success: $0) }
    }
}
