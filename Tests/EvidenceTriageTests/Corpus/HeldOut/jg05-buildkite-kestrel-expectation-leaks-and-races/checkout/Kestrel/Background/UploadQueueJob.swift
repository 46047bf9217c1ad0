import BackgroundTasks
import Foundation

enum UploadQueueJob {
    static let identifier = "com.kestrel.photos.upload-queue"

    static func register(on scheduler: TaskScheduling, session: UploadSession) {
        scheduler.register(identifier: identifier) { task in
            let batch = UploadBatch.pending()
            let upload = session.upload(batch)
            task.expirationHandler = {
                // Marks the batch for retry but never cancels `upload`.
                batch.markForRetry()
                task.setTaskCompleted(success: false)
            }
            upload.resume()
        }
    }
}
