//
//  BackgroundTaskCoordinator.swift
//  HarvestMoon
//
//  Owns BGTaskScheduler registration and submission for the stall refresh
//  (app refresh) and the photo-cache cleanup (processing).
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

@MainActor
final class BackgroundTaskCoordinator {
    static let refreshID = try! TaskIdentifier("com.harvestmoon.app.refresh")
    static let cleanupID = try! TaskIdentifier("com.harvestmoon.app.photo-cleanup")

    let recorder: EvidenceRecorder
    let refreshJob: StallRefreshJob
    let cleanupJob: PhotoCacheCleanupJob

    init(recorder: EvidenceRecorder, refreshJob: StallRefreshJob, cleanupJob: PhotoCacheCleanupJob) {
        self.recorder = recorder
        self.refreshJob = refreshJob
        self.cleanupJob = cleanupJob
    }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerAll() {
        let refreshRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID.rawValue, using: nil) { task in
            try? self.recorder.record(Self.refreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            StallRefreshAdapter(job: self.refreshJob, recorder: self.recorder).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(Self.refreshID, kind: .appRefresh, phase: .registration,
                             outcome: refreshRegistered ? .succeeded : .failed,
                             error: refreshRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))

        let cleanupRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.cleanupID.rawValue, using: nil) { task in
            try? self.recorder.record(Self.cleanupID, kind: .processing, phase: .launch, outcome: .succeeded)
            PhotoCacheCleanupAdapter(job: self.cleanupJob, recorder: self.recorder).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(Self.cleanupID, kind: .processing, phase: .registration,
                             outcome: cleanupRegistered ? .succeeded : .failed,
                             error: cleanupRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshID.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        submit(request, id: Self.refreshID, kind: .appRefresh)
    }

    func scheduleCleanup() {
        let request = BGProcessingTaskRequest(identifier: Self.cleanupID.rawValue)
        request.requiresExternalPower = true
        submit(request, id: Self.cleanupID, kind: .processing)
    }

    private func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
