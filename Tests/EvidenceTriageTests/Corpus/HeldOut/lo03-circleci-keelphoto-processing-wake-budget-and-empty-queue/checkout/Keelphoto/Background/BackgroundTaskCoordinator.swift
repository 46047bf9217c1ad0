import BackgroundTasks
import UIKit

/// Registers and submits Keelphoto's two background tasks.
///  - app.keelphoto.refresh    (BGAppRefreshTask): counts new photos, uploads a couple.
///  - app.keelphoto.processing (BGProcessingTask): drains the auto-upload queue overnight.
final class BackgroundTaskCoordinator {
    static let refreshIdentifier = "app.keelphoto.refresh"
    static let processingIdentifier = "app.keelphoto.processing"

    private let job: AutoUploadJob
    private let recorder: BackgroundTaskRecording

    init(job: AutoUploadJob, recorder: BackgroundTaskRecording) {
        self.job = job
        self.recorder = recorder
    }

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    func registerHandlers() {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { [job] task in
            job.handleRefresh(task as! BGAppRefreshTask)
        }
        recorder.record(Self.refreshIdentifier, kind: .appRefresh, phase: .registration, outcome: refresh ? .succeeded : .failed)
        let processing = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.processingIdentifier, using: nil) { [job] task in
            job.handleProcessing(task as! BGProcessingTask)
        }
        recorder.record(Self.processingIdentifier, kind: .processing, phase: .registration, outcome: processing ? .succeeded : .failed)
    }

    /// Called from `sceneDidEnterBackground(_:)`.
    func submitProcessingRequest() throws {
        let request = BGProcessingTaskRequest(identifier: Self.processingIdentifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            NSLog("[SUCCESS] Background Processing task success submit request 5 minutes %@", request)
            recorder.record(Self.processingIdentifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            let nsError = error as NSError
            NSLog("[ERROR] Background Processing task submit failed: %@", nsError)
            recorder.record(Self.processingIdentifier, kind: .processing, phase: .submission, outcome: .failed,
                            errorType: "\(nsError.domain):\(nsError.code)")
            throw error
        }
    }
}
