//
//  BackgroundTaskCoordinator.swift
//  Rookery
//
//  Owns the two BGTaskScheduler tasks: the sightings sync (app refresh) and
//  the nightly media cleanup (processing). The handlers only forward to the
//  jobs; everything else lives in SightingsSyncJob / MediaCleanupJob.
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

/// The slice of BGTaskScheduler the coordinator needs, so tests can capture
/// the launch handlers and call them the way the system does.
protocol TaskScheduling: Sendable {
    @discardableResult
    func register(forTaskWithIdentifier identifier: String,
                  using queue: DispatchQueue?,
                  launchHandler: @escaping @Sendable (any BackgroundTaskHandle) -> Void) -> Bool
    func submit(_ request: BGTaskRequest) throws
}

/// BGTask, or a fake of it in tests.
protocol BackgroundTaskHandle: AnyObject, Sendable {
    var identifier: String { get }
    var expirationHandler: (@Sendable () -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

@MainActor
final class BackgroundTaskCoordinator {
    static let syncIdentifier = "com.rookery.app.sightings-sync"
    static let cleanupIdentifier = "com.rookery.app.media-cleanup"

    private let scheduler: any TaskScheduling
    private let sync: SightingsSyncJob
    private let cleanup: MediaCleanupJob
    private let recorder: EvidenceRecorder?

    init(scheduler: any TaskScheduling, sync: SightingsSyncJob, cleanup: MediaCleanupJob, recorder: EvidenceRecorder?) {
        self.scheduler = scheduler
        self.sync = sync
        self.cleanup = cleanup
        self.recorder = recorder
    }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerHandlers() {
        let syncRegistered = scheduler.register(forTaskWithIdentifier: Self.syncIdentifier, using: nil) { task in
            self.record(Self.syncIdentifier, .appRefresh, .launch, .succeeded)
            self.runSync(task)
        }
        record(Self.syncIdentifier, .appRefresh, .registration, syncRegistered ? .succeeded : .failed)

        let cleanupRegistered = scheduler.register(forTaskWithIdentifier: Self.cleanupIdentifier, using: nil) { task in
            self.record(Self.cleanupIdentifier, .processing, .launch, .succeeded)
            task.expirationHandler = {
                self.cleanup.cancel()
                self.record(Self.cleanupIdentifier, .processing, .expiration, .cancelled)
            }
            self.runCleanup(task)
        }
        record(Self.cleanupIdentifier, .processing, .registration, cleanupRegistered ? .succeeded : .failed)
    }

    private func runSync(_ task: any BackgroundTaskHandle) {
        let work = Task {
            do {
                try await sync.run()
                record(Self.syncIdentifier, .appRefresh, .completion, .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                record(Self.syncIdentifier, .appRefresh, .completion, .failed)
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }

    private func runCleanup(_ task: any BackgroundTaskHandle) {
        Task {
            let ok = (try? await cleanup.run()) != nil
            record(Self.cleanupIdentifier, .processing, .completion, ok ? .succeeded : .cancelled)
            task.setTaskCompleted(success: ok)
        }
    }

    private func record(_ id: String, _ kind: TaskKind, _ phase: Phase, _ outcome: Outcome) {
        guard let recorder, let identifier = try? TaskIdentifier(id) else { return }
        try? recorder.record(identifier, kind: kind, phase: phase, outcome: outcome)
    }
}
