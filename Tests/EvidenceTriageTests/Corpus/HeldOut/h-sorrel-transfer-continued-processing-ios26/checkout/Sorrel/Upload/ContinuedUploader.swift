import BackgroundTasks
import Foundation

final class ContinuedUploader {
    private let session: UploadSession
    init(session: UploadSession) { self.session = session }

    func makeRequest(transferID: String) -> BGContinuedProcessingTaskRequest {
        BGContinuedProcessingTaskRequest(identifier: "ch.sorrel.transfer.upload.\(transferID)",
                                         title: "Uploading transfer", subtitle: transferID)
    }

    /// Launch handler body (registered for "ch.sorrel.transfer.upload.*").
    func handle(_ task: ContinuedTask) async {
        task.progress.totalUnitCount = Int64(session.fileCount)
        task.expirationHandler = { [session] in session.cancelAll() }
        session.uploadAll { uploaded in
            task.progress.completedUnitCount = Int64(uploaded)
        }
        // uploadAll reports through its callback; the export finishes later.
        task.setTaskCompleted(success: true)
    }
}
