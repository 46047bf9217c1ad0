import BackgroundTasks
import Foundation

final class PhotoBackupRunner {
    let staging: URL
    let queue: UploadQueue

    init(staging: URL, transport: Transport) {
        self.staging = staging
        self.queue = UploadQueue(transport: transport)
    }

    func handle(_ task: ProcessingTaskType) async {
        let items = (try? PhotoStager.stage(into: staging)) ?? []
        let work = Task { try await queue.flush(items: items) }
        task.expirationHandler = {
            DiagnosticRecorder.shared.record(id: task.identifier, kind: .processing, phase: .expiration, ok: true)
            work.cancel()
        }
        let result = await work.result
        if case .success = result { try? PhotoStager.clear(staging) }
        task.setTaskCompleted(success: (try? result.get()) != nil)
        DiagnosticRecorder.shared.record(id: task.identifier, kind: .processing, phase: .completion, ok: true)
    }
}
