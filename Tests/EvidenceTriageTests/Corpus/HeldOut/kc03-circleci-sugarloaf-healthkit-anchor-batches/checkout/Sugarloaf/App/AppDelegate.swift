import BackgroundTasks
import EvidenceRecorder
import HealthKit
import UIKit
import os

final class AppDelegate: NSObject, UIApplicationDelegate {
    private let log = Logger(subsystem: "com.sugarloaf.app", category: "Health")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let backfill = try! TaskIdentifier("com.sugarloaf.app.glucose-backfill")
    let healthStore = HKHealthStore()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.backfill.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.backfill, kind: .processing, phase: .launch, outcome: .succeeded)
            BackfillJob.shared.run(task as! BGProcessingTask)
        }
        try? Self.recorder.record(Self.backfill, kind: .processing, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)

        // Observer query + background delivery must be set up before launch finishes.
        let glucose = HKQuantityType(.bloodGlucose)
        healthStore.execute(HKObserverQuery(sampleType: glucose, predicate: nil) { _, completion, _ in
            AppEnvironment.shared.glucoseStore.syncFromHealth(completion: completion)
        })
        healthStore.enableBackgroundDelivery(for: glucose, frequency: .immediate) { [log] success, error in
            if !success { log.error("enableBackgroundDelivery(bloodGlucose) failed: \(String(describing: error))") }
        }
        return true
    }
}
