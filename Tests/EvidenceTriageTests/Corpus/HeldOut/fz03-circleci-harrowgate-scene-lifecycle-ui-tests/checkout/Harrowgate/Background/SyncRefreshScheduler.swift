//
//  SyncRefreshScheduler.swift
//  Harrowgate
//

import BackgroundTasks
import EvidenceRecorder
import OSLog
import UIKit

final class SyncRefreshScheduler {
    static let shared = SyncRefreshScheduler()
    static let identifier = try! TaskIdentifier("com.harrowgate.app.sync")

    enum Reason: String { case enteredBackground, entrySaved, launched }

    private let log = Logger(subsystem: "com.harrowgate.app", category: "BG")
    private let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Shown on Settings › Diagnostics so UI tests and support can see it.
    private(set) var lastRequestSummary = "never"

    func registerLaunchHandler() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier.rawValue, using: nil) { task in
            FieldNotesSyncAdapter(job: FieldNotesSyncJob.live).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(Self.identifier, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        log.info("registered \(Self.identifier.rawValue, privacy: .public): \(ok)")
    }

    func scheduleNextRefresh(reason: Reason) {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            lastRequestSummary = "submitted (\(reason.rawValue))"
            try? recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            // The Simulator answers BGTaskSchedulerErrorDomain Code=1 (unavailable); the
            // attempt is what the diagnostics screen reports.
            lastRequestSummary = "failed (\((error as NSError).domain) \((error as NSError).code), \(reason.rawValue))"
            try? recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
        log.info("refresh request: \(self.lastRequestSummary, privacy: .public)")
    }
}
