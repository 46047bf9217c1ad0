import BackgroundTasks
import EvidenceRecorder
import os

enum BackgroundTaskRegistrar {
    static let sync = try! TaskIdentifier("com.fernhill.garden.sync")            // app refresh
    static let photoPrune = try! TaskIdentifier("com.fernhill.garden.photo-prune") // processing

    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "com.fernhill.garden", category: "bgtasks")

    /// From AppDelegate.application(_:didFinishLaunchingWithOptions:).
    static func registerAll(dependencies: AppDependencies) {
        let syncOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: sync.rawValue, using: nil) { task in
            GardenSyncAdapter(job: dependencies.gardenSyncJob).handle(task as! BGAppRefreshTask)
        }
        record(sync, .appRefresh, syncOK)
        let pruneOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: photoPrune.rawValue, using: nil) { task in
            PhotoPruneAdapter(job: dependencies.photoPruneJob).handle(task as! BGProcessingTask)
        }
        record(photoPrune, .processing, pruneOK)
    }

    private static func record(_ id: TaskIdentifier, _ kind: TaskKind, _ ok: Bool) {
        if !ok { log.error("registration refused for \(id.rawValue, privacy: .public)") }
        try? recorder.record(id, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func registrationOutcomes() throws -> [String: Bool] {
        var result: [String: Bool] = [:]
        for record in try recorder.readAll() where record.phase == .registration {
            result[record.identifier] = record.outcome == .succeeded
        }
        return result
    }
}
