//
//  BackgroundTasks.swift
//  Quarry
//
//  Registration of every BGTaskScheduler identifier the app uses. Called from
//  application(_:didFinishLaunchingWithOptions:) before it returns.
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static let surveySync = try! TaskIdentifier("com.quarry.app.survey-sync")     // BGAppRefreshTask
    static let tileReindex = try! TaskIdentifier("com.quarry.app.tile-reindex")   // BGProcessingTask, added in 4.12

    static func registerAll(syncJob: SurveySyncJob, reindexJob: TileReindexJob) {
        let syncRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: surveySync.rawValue, using: nil) { task in
            SurveySyncAdapter(job: syncJob).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(surveySync, kind: .appRefresh, phase: .registration,
                             outcome: syncRegistered ? .succeeded : .failed,
                             error: syncRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))

        let reindexRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: tileReindex.rawValue, using: nil) { task in
            TileReindexAdapter(job: reindexJob).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(tileReindex, kind: .processing, phase: .registration,
                             outcome: reindexRegistered ? .succeeded : .failed,
                             error: reindexRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
