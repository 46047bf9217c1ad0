import BackgroundTasks
import EvidenceRecorder
import UIKit

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let photoSync = try! TaskIdentifier("com.quillon.app.photosync")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(queue: UploadQueue) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: photoSync.rawValue, using: nil) { task in
            PhotoSyncTaskHandler(queue: queue, appState: { UIApplication.shared.applicationState })
                .handle(task: SystemProcessingTask(task as! BGProcessingTask))
        }
        try? recorder.record(photoSync, kind: .processing, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedulePhotoSync() {
        let request = BGProcessingTaskRequest(identifier: photoSync.rawValue)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(photoSync, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(photoSync, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
