import BackgroundTasks
import Foundation

final class TollSync {
    static let shared = TollSync()
    static let uploadIdentifier = "com.tollgate.app.nightly-upload"
    var onUploadFinished: ((Bool) -> Void)?
    private(set) var pendingRequest: BGProcessingTaskRequest?

    func registerHandlers() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.uploadIdentifier, using: nil) { task in
            self.runUpload(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(Self.uploadIdentifier, kind: .processing, phase: .registration, ok: ok)
    }

    func scheduleNightlyUpload() throws {
        let request = BGProcessingTaskRequest(identifier: Self.uploadIdentifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: Date(), matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            pendingRequest = request
            DiagnosticRecorder.shared.record(Self.uploadIdentifier, kind: .processing, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(Self.uploadIdentifier, kind: .processing, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func runUpload(_ task: BGProcessingTask) {
        DiagnosticRecorder.shared.record(Self.uploadIdentifier, kind: .processing, phase: .launch, ok: true)
        let op = ReceiptUploadOperation()
        task.expirationHandler = { op.cancel() }
        op.completionBlock = {
            task.setTaskCompleted(success: !op.isCancelled)
            self.onUploadFinished?(!op.isCancelled)
        }
        OperationQueue().addOperation(op)
    }
}
