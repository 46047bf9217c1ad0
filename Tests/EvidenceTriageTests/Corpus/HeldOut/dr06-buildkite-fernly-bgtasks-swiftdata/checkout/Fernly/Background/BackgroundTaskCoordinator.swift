//
//  BackgroundTaskCoordinator.swift
//  Fernly
//
//  Registers the two background tasks at launch and submits their requests.
//  Every registration and submission outcome is written to the diagnostic
//  record (evidence.diagnostic/v1) so CI can read what the app did.
//

import BackgroundTasks
import Foundation

final class BackgroundTaskCoordinator {
    static let wateringRefreshID = "com.fernly.app.watering-refresh"
    static let photoCleanupID = "com.fernly.app.photo-cleanup"

    private let scheduler: BGTaskScheduler
    private let recorder: DiagnosticRecorder
    var onWateringRefresh: ((BGAppRefreshTask) -> Void)?
    var onPhotoCleanup: ((BGProcessingTask) -> Void)?

    init(scheduler: BGTaskScheduler = .shared, recorder: DiagnosticRecorder = .shared) {
        self.scheduler = scheduler
        self.recorder = recorder
    }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerHandlers() {
        let refreshOK = scheduler.register(forTaskWithIdentifier: Self.wateringRefreshID, using: nil) { [weak self] task in
            self?.recorder.record(Self.wateringRefreshID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self?.onWateringRefresh?(task as! BGAppRefreshTask)
        }
        recorder.record(Self.wateringRefreshID, kind: .appRefresh, phase: .registration, outcome: refreshOK ? .succeeded : .failed)

        let cleanupOK = scheduler.register(forTaskWithIdentifier: Self.photoCleanupID, using: nil) { [weak self] task in
            self?.recorder.record(Self.photoCleanupID, kind: .processing, phase: .launch, outcome: .succeeded)
            self?.onPhotoCleanup?(task as! BGProcessingTask)
        }
        recorder.record(Self.photoCleanupID, kind: .processing, phase: .registration, outcome: cleanupOK ? .succeeded : .failed)
    }

    func scheduleWateringRefresh(after interval: TimeInterval = 15 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.wateringRefreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try scheduler.submit(request)
            recorder.record(Self.wateringRefreshID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(Self.wateringRefreshID, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }

    func schedulePhotoCleanup() throws {
        let request = BGProcessingTaskRequest(identifier: Self.photoCleanupID)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try scheduler.submit(request)
            recorder.record(Self.photoCleanupID, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            recorder.record(Self.photoCleanupID, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
