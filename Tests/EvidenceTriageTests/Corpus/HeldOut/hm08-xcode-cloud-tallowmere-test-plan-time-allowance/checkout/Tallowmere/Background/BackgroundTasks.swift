//
//  BackgroundTasks.swift
//  Tallowmere
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let meterSync = "com.tallowmere.app.meter-sync"
    static let tariffRollup = "com.tallowmere.app.tariff-rollup"
    static let recorderFileURL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("evidence/diagnostics.jsonl")
    static let recorder = EvidenceRecorder(fileURL: recorderFileURL)
    private static let syncID = try! TaskIdentifier(meterSync)
    private static let rollupID = try! TaskIdentifier(tariffRollup)

    /// From application(_:didFinishLaunchingWithOptions:).
    static func registerAll(sync: @escaping () -> MeterSyncJob, rollup: @escaping () -> (TariffRollupJob, [Household])) {
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: meterSync, using: nil) { task in
            try? recorder.record(syncID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            NotificationCenter.default.post(name: .meterSyncLaunched, object: nil)
            let work = Task { task.setTaskCompleted(success: (try? await sync().run()) != nil) }
            task.expirationHandler = { work.cancel() }
        }
        try? recorder.record(syncID, kind: .appRefresh, phase: .registration, outcome: syncOK ? .succeeded : .failed)

        let rollupOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: tariffRollup, using: nil) { task in
            let (job, households) = rollup()
            job.run(households: households) { result in
                if case .success = result { task.setTaskCompleted(success: true) } else { task.setTaskCompleted(success: false) }
            }
        }
        try? recorder.record(rollupID, kind: .processing, phase: .registration, outcome: rollupOK ? .succeeded : .failed)
    }

    static func meterSyncRequest(now: Date = Date(), after seconds: TimeInterval = 30 * 60) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: meterSync)
        request.earliestBeginDate = now.addingTimeInterval(seconds)
        return request
    }

    static func scheduleMeterSync(after seconds: TimeInterval) {
        do {
            try BGTaskScheduler.shared.submit(meterSyncRequest(after: seconds))
            try? recorder.record(syncID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(syncID, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

extension Notification.Name {
    static let meterSyncLaunched = Notification.Name("MeterSyncLaunched")
}
