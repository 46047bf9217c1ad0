import BackgroundTasks
import os

final class BackgroundScheduler {
    static let wateringSyncID = "app.fernhouse.watering-sync"
    static let photoCleanupID = "app.fernhouse.photo-cleanup"
    static let live = BackgroundScheduler(scheduler: .shared, recorder: DiagnosticRecorder.shared)

    private let scheduler: BGTaskScheduler
    private let recorder: DiagnosticRecorder
    private let log = Logger(subsystem: "app.fernhouse", category: "Background")
    var onWateringSyncLaunch: (() -> Void)?

    init(scheduler: BGTaskScheduler, recorder: DiagnosticRecorder) {
        self.scheduler = scheduler
        self.recorder = recorder
    }

    func registerHandlers() {
        NSLog("[Background] registering %@, %@", Self.wateringSyncID, Self.photoCleanupID)
        let syncOK = scheduler.register(forTaskWithIdentifier: Self.wateringSyncID, using: nil) { [weak self] task in
            self?.recorder.record(Self.wateringSyncID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self?.onWateringSyncLaunch?()
            WateringSyncJob.shared.run(task as! BGAppRefreshTask)
        }
        recorder.record(Self.wateringSyncID, kind: .appRefresh, phase: .registration, outcome: syncOK ? .succeeded : .failed)

        let cleanupOK = scheduler.register(forTaskWithIdentifier: Self.photoCleanupID, using: nil) { task in
            PhotoCleanupJob.live.run(task as! BGProcessingTask)
        }
        recorder.record(Self.photoCleanupID, kind: .processing, phase: .registration, outcome: cleanupOK ? .succeeded : .failed)
    }

    func scheduleWateringSync() {
        let request = BGAppRefreshTaskRequest(identifier: Self.wateringSyncID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try scheduler.submit(request)
            recorder.record(Self.wateringSyncID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("watering-sync submit failed: \(String(describing: error), privacy: .public)")
            NSLog("[Background] watering-sync submit failed: %@", String(describing: error))
            recorder.record(Self.wateringSyncID, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }

    func schedulePhotoCleanup() {
        let request = BGProcessingTaskRequest(identifier: Self.photoCleanupID)
        request.requiresExternalPower = true
        do {
            try scheduler.submit(request)
            recorder.record(Self.photoCleanupID, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Background] photo-cleanup submit failed: %@", String(describing: error))
            recorder.record(Self.photoCleanupID, kind: .processing, phase: .submission, outcome: .failed, error: error)
        }
    }
}
