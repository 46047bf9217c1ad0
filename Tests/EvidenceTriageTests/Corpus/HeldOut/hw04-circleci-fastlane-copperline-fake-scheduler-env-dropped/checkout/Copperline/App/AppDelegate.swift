import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: CopperlineTask.jobSync, using: nil) { task in
            try? Self.recorder.record(CopperlineTask.jobSync, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            JobSyncTaskHandler.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(CopperlineTask.jobSync, kind: .appRefresh, phase: .registration,
                                  outcome: syncOK ? .succeeded : .failed)
        let uploadOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: CopperlineTask.photoUpload, using: nil) { task in
            try? Self.recorder.record(CopperlineTask.photoUpload, kind: .processing, phase: .launch, outcome: .succeeded)
            PhotoUploadTaskHandler.handle(task as! BGProcessingTask)
        }
        try? Self.recorder.record(CopperlineTask.photoUpload, kind: .processing, phase: .registration,
                                  outcome: uploadOK ? .succeeded : .failed)
        return true
    }
}
