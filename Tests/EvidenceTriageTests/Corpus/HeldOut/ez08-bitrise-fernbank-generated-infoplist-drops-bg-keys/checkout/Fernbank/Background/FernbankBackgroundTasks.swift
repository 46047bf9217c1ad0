//
//  FernbankBackgroundTasks.swift
//  Fernbank
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum FernbankBackgroundTasks {
    static let wateringRefresh = try! TaskIdentifier("com.fernbank.app.watering-refresh")   // BGAppRefreshTask
    static let photoCompaction = try! TaskIdentifier("com.fernbank.app.photo-compaction")   // BGProcessingTask

    static var all: [(TaskIdentifier, TaskKind)] {
        [(wateringRefresh, .appRefresh), (photoCompaction, .processing)]
    }

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(environment: AppEnvironment, recorder: EvidenceRecorder = .shared) {
        for (id, kind) in all {
            let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil) { task in
                switch kind {
                case .appRefresh:
                    WateringRefreshAdapter(job: environment.wateringJob, recorder: recorder).handle(task: task as! BGAppRefreshTask)
                case .processing:
                    PhotoCompactionAdapter(job: environment.compactionJob, recorder: recorder).handle(task: task as! BGProcessingTask)
                }
            }
            try? recorder.record(id, kind: kind, phase: .registration,
                                 outcome: registered ? .succeeded : .failed,
                                 error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
        }
    }
}
