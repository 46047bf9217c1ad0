import BackgroundTasks
import os

final class ReceiptUploader {
    static let shared = ReceiptUploader()
    static let identifier = "com.lumen.wallet.receipt-upload"
    private let log = Logger(subsystem: "com.lumen.wallet", category: "Receipts")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.uploadPending(task as! BGProcessingTask)
        }
        DiagnosticRecorder.shared.record(Self.identifier, .processing, .registration, ok ? .succeeded : .failed)
    }

    func scheduleUpload() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, .processing, .submission, .succeeded)
        } catch {
            log.error("receipt upload submit failed: \(error as NSError, privacy: .public)")
            DiagnosticRecorder.shared.record(Self.identifier, .processing, .submission, .failed, error: error)
            throw error
        }
    }

    private func uploadPending(_ task: BGProcessingTask) {
        ReceiptStore.shared.uploadAll { task.setTaskCompleted(success: $0) }
    }
}
