import BackgroundTasks

final class DownloadScheduler {
    func submitQueuedChapters(count: Int) throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskIDs.chapterDownloads)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: request.identifier, kind: .processing, phase: .submission, outcome: .succeeded, errorType: nil)
        } catch {
            let ns = error as NSError
            DiagnosticRecorder.shared.record(id: request.identifier, kind: .processing, phase: .submission, outcome: .failed,
                                             errorType: "\(ns.domain):\(ns.code)")
            throw error
        }
    }
}
