import BackgroundTasks
import Foundation

final class SurveyUploadScheduler {
    static let identifier = "org.quarryfield.survey.upload"
    let queue: PendingBatchQueue
    let network: NetworkMonitoring
    let uploader: BatchUploading

    init(queue: PendingBatchQueue, network: NetworkMonitoring, uploader: BatchUploading) {
        self.queue = queue
        self.network = network
        self.uploader = uploader
    }

    func makeUploadRequest(now: Date = Date()) -> BGProcessingTaskRequest {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = now.addingTimeInterval(60 * 60)
        request.requiresExternalPower = false
        return request
    }

    func schedule() throws {
        try BGTaskScheduler.shared.submit(makeUploadRequest())
        DiagnosticRecorder.shared.record(Self.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
    }

    func run(task: BackgroundTaskHandle) async {
        let batches = queue.drain()
        do {
            try await uploader.upload(batches)
            task.setTaskCompleted(success: true)
        } catch {
            NSLog("[Upload] upload failed: %@", String(describing: error))
            task.setTaskCompleted(success: false)
        }
    }
}
