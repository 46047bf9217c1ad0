//
//  BackgroundRegistration.swift
//  Tidewater
//
//  Called from application(_:didFinishLaunchingWithOptions:).
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundRegistration {
    static func registerAll(environment: AppEnvironment, recorder: EvidenceRecorder = .shared) {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: TideBackgroundScheduler.tideRefresh.rawValue, using: nil) { task in
            TideRefreshAdapter(job: environment.tideRefreshJob, recorder: recorder).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(TideBackgroundScheduler.tideRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refresh ? .succeeded : .failed,
                             error: refresh ? nil : .named("BGTaskScheduler.registrationRejected"))

        let prefetch = BGTaskScheduler.shared.register(forTaskWithIdentifier: TideBackgroundScheduler.chartPrefetch.rawValue, using: nil) { task in
            ChartPrefetchAdapter(job: environment.chartPrefetchJob, recorder: recorder).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(TideBackgroundScheduler.chartPrefetch, kind: .processing, phase: .registration,
                             outcome: prefetch ? .succeeded : .failed,
                             error: prefetch ? nil : .named("BGTaskScheduler.registrationRejected"))
    }
}
