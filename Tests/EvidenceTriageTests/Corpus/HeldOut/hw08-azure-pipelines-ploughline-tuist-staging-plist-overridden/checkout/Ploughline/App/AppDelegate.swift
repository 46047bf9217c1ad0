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
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskIDs.fieldSync, using: nil) { task in
            try? Self.recorder.record(TaskIDs.fieldSync, kind: .processing, phase: .launch, outcome: .succeeded)
            FieldSyncJob.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(TaskIDs.fieldSync, kind: .processing, phase: .registration, outcome: syncOK ? .succeeded : .failed)

        let digestOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskIDs.weatherDigest, using: nil) { task in
            try? Self.recorder.record(TaskIDs.weatherDigest, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            WeatherDigestJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(TaskIDs.weatherDigest, kind: .appRefresh, phase: .registration, outcome: digestOK ? .succeeded : .failed)
        NSLog("[Ploughline] launch: field-sync=%@ (%@), weather-digest=%@", TaskIDs.fieldSync,
              syncOK ? "registered" : "NOT registered", digestOK ? "registered" : "NOT registered")
        return true
    }
}
