import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

extension Notification.Name {
    static let adherenceReportDidRun = Notification.Name("AdherenceReportDidRun")
}

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    // Both identifiers are listed in BGTaskSchedulerPermittedIdentifiers.
    static let refillRefresh = try! TaskIdentifier("com.harrowlane.dosewise.refill-refresh")
    static let adherenceReport = try! TaskIdentifier("com.harrowlane.dosewise.adherence-report")

    private static let log = Logger(subsystem: "com.harrowlane.dosewise", category: "bgtasks")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(environment: AppEnvironment) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refillRefresh.rawValue, using: nil) { task in
            RefillRefreshAdapter(job: environment.refillJob).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(refillRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshOK ? .succeeded : .failed,
                             error: refreshOK ? nil : .named("BGTaskScheduler.registrationRejected"))

        let reportOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: adherenceReport.rawValue, using: nil) { task in
            AdherenceReportAdapter(job: environment.adherenceJob).handle(task: task as! BGProcessingTask)
        }
        try? recorder.record(adherenceReport, kind: .processing, phase: .registration,
                             outcome: reportOK ? .succeeded : .failed,
                             error: reportOK ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// The nightly adherence report: heavy (re-aggregates 90 days of doses and
    /// uploads the PDF), so it only runs on power and network.
    static func scheduleAdherenceReport(now: Date = Date()) {
        let request = BGProcessingTaskRequest(identifier: adherenceReport.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Calendar.current.nextDate(
            after: now, matching: DateComponents(hour: 2), matchingPolicy: .nextTime)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(adherenceReport, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule adherence report: \(error, privacy: .public)")
            try? recorder.record(adherenceReport, kind: .processing, phase: .submission,
                                 outcome: .failed, error: ErrorType(error))
        }
    }
}

final class AdherenceReportAdapter {
    private let job: AdherenceReportJob
    private let recorder = BackgroundTasks.recorder
    private let id = BackgroundTasks.adherenceReport

    init(job: AdherenceReportJob) { self.job = job }

    func handle(task: BGProcessingTask) {
        try? recorder.record(id, kind: .processing, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { [job, recorder, id] in
            job.cancel()
            try? recorder.record(id, kind: .processing, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: .succeeded)
                NotificationCenter.default.post(name: .adherenceReportDidRun, object: nil)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .processing, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
