import BackgroundTasks
import EvidenceRecorder

final class DatasetsFetcher {
    static let filterSetTask = "com.lumen.app.msp.filterset"
    let recorder = EvidenceRecorder(fileURL: EvidenceRecorder.defaultURL())
    private(set) var lastUpdate: Date?

    func userDidEnableProtection() {
        let request = BGProcessingTaskRequest(identifier: Self.filterSetTask)
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(Self.filterSetTask, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            print("[MSP] failed to schedule \(Self.filterSetTask): \(error)")
            try? recorder.record(Self.filterSetTask, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }

    func handle(_ task: BGProcessingTask) {
        Task {
            await updateDatasets()
            lastUpdate = Date()
            NotificationCenter.default.post(name: .mspDatasetsUpdated, object: nil)
            task.setTaskCompleted(success: true)
        }
    }
}
