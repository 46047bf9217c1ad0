//
//  TideRefreshScheduler.swift
//  Dockside
//

import BackgroundTasks
import Foundation
import os

final class TideRefreshScheduler {
    static let identifier = "no.kaiwerk.dockside.tide-refresh"
    private let log = Logger(subsystem: "no.kaiwerk.dockside", category: "TideRefresh")
    private let recorder: DiagnosticRecorder
    private let job: TideSyncJob

    init(recorder: DiagnosticRecorder, job: TideSyncJob) {
        self.recorder = recorder
        self.job = job
    }

    /// From application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        recorder.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    func schedule(earliest: Date) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(Self.identifier, privacy: .public) earliest=\(earliest, privacy: .public)")
            recorder.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("submit failed: \(error.localizedDescription, privacy: .public)")
            recorder.record(Self.identifier, .appRefresh, .submission, .failed, errorType: String(describing: error))
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        recorder.record(Self.identifier, .appRefresh, .launch, .succeeded)
        DarwinNotification.post("no.kaiwerk.dockside.tide-refresh.launched")
        let work = Task {
            do {
                try await job.run()
                recorder.record(Self.identifier, .appRefresh, .completion, .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                recorder.record(Self.identifier, .appRefresh, .completion, .failed, errorType: String(describing: error))
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = {
            work.cancel()
            self.recorder.record(Self.identifier, .appRefresh, .expiration, .cancelled)
        }
        schedule(earliest: Date(timeIntervalSinceNow: 6 * 3600))
    }
}
