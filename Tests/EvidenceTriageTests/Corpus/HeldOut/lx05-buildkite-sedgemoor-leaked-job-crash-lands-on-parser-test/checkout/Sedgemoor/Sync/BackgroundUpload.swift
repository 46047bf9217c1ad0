import BackgroundTasks
import Foundation

enum BackgroundUpload {
    static let identifier = "com.sedgemoor.receipts.upload"

    static func register(job: ReceiptUploadJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            job.enqueue(PendingUploads.ids())
            task.setTaskCompleted(success: true)
        }
    }
}

enum PendingUploads {
    static func ids() -> [String] { [] }
}
