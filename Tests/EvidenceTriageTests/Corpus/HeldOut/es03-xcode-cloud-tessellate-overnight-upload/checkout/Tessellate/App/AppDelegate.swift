import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        registerBackgroundTasks()
        return true
    }

    private func registerBackgroundTasks() {
        let upload = BGTaskScheduler.shared.register(forTaskWithIdentifier: UploadTaskID.processing, using: nil) { task in
            Task { @UploadManagerActor in
                UploadManager.shared.handleNextUpload(task: task as! BGProcessingTask)
            }
        }
        record(UploadTaskID.processing, registered: upload)

        if #available(iOS 26.0, *) {
            let continued = BGTaskScheduler.shared.register(forTaskWithIdentifier: UploadTaskID.continuedWildcard, using: nil) { task in
                Task { @UploadManagerActor in
                    UploadManager.shared.handleContinuedUpload(task: task as! BGContinuedProcessingTask)
                }
            }
            record(UploadTaskID.continuedBase, registered: continued)
        }
    }

    private func record(_ identifier: String, registered: Bool) {
        guard let id = try? TaskIdentifier(identifier) else { return }
        try? Self.recorder.record(id, kind: .processing, phase: .registration,
                                  outcome: registered ? .succeeded : .failed,
                                  error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}

enum UploadTaskID {
    static let processing = "com.tessellate.photos.upload"
    static let continuedBase = "com.tessellate.photos.upload.continued"
    static let continuedWildcard = "com.tessellate.photos.upload.continued.*"
}
