//
//  TrackingRefreshTask.swift
//  ParcelPost
//

import BackgroundTasks
import Foundation

enum TrackingRefreshTask {
    static let identifier = "com.parcelpost.tracking.refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Called from sceneDidEnterBackground(_:).
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            let ns = error as NSError
            print("TrackingRefreshTask: submit failed: \(error)")
            TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, errorType: "\(ns.domain):\(ns.code)")
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        let job = TrackingRefreshJob(client: .live, store: .shared)
        task.expirationHandler = { job.cancel() }
        Task {
            let ok = (try? await job.run()) != nil
            TaskDiagnostics.record(identifier, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
        }
    }
}
