import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Polls the lab for new results while the app is in the background.
final class ResultsFetchScheduler {
    private let recorder: EvidenceRecorder
    private let client: LabResultsClient

    init(recorder: EvidenceRecorder, client: LabResultsClient) {
        self.recorder = recorder
        self.client = client
    }

    func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskIdentifier.resultsFetch)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 2 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(request.identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[Background] results-fetch submit failed: \(error)")
            try? recorder.record(request.identifier, kind: .processing, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
            throw error
        }
    }

    func handle(_ task: BGProcessingTask) {
        let work = Task {
            let ok = await client.fetchPendingResults()
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = { work.cancel() }
    }
}
