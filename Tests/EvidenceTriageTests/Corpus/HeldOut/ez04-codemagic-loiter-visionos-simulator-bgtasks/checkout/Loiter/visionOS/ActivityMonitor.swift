//
//  ActivityMonitor.swift
//  Loiter (visionOS)
//
//  Keeps the "time in session" timer alive across backgrounding. visionOS has
//  no reliable way to tell which background task kind the system will run, so
//  both an app refresh and a processing request are submitted.
//

#if os(visionOS)

import BackgroundTasks
import EvidenceRecorder
import Foundation
import os.log

private let logger = Logger(subsystem: "app.loiter.Loiter", category: "ActivityMonitor")

extension Notification.Name {
    static let activityRefreshDidLaunch = Notification.Name("ActivityMonitor.refreshDidLaunch")
    static let activityProcessingDidLaunch = Notification.Name("ActivityMonitor.processingDidLaunch")
}

@Observable final class ActivityMonitor {
    static let refreshIdentifier = try! TaskIdentifier("app.loiter.activity.refresh")
    static let processingIdentifier = try! TaskIdentifier("app.loiter.activity.processing")

    /// The minimum number of seconds to schedule between background tasks.
    let backgroundTaskInterval: TimeInterval = 5 * 60

    let recorder: EvidenceRecorder

    init(recorder: EvidenceRecorder = .shared) {
        self.recorder = recorder
    }

    /// Called from LoiterAppDelegate.application(_:didFinishLaunchingWithOptions:).
    func registerHandlers() {
        let refresh = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier.rawValue, using: .main) { task in
            NotificationCenter.default.post(name: .activityRefreshDidLaunch, object: nil)
            self.handle(task)
        }
        try? recorder.record(Self.refreshIdentifier, kind: .appRefresh, phase: .registration,
                             outcome: refresh ? .succeeded : .failed,
                             error: refresh ? nil : .named("BGTaskScheduler.registrationRejected"))

        let processing = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.processingIdentifier.rawValue, using: .main) { task in
            NotificationCenter.default.post(name: .activityProcessingDidLaunch, object: nil)
            self.handle(task)
        }
        try? recorder.record(Self.processingIdentifier, kind: .processing, phase: .registration,
                             outcome: processing ? .succeeded : .failed,
                             error: processing ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    func scheduleBackgroundTasks() {
        cancelBackgroundTasks()
        let refresh = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier.rawValue)
        refresh.earliestBeginDate = .now.addingTimeInterval(backgroundTaskInterval)
        submit(refresh, id: Self.refreshIdentifier, kind: .appRefresh)

        let processing = BGProcessingTaskRequest(identifier: Self.processingIdentifier.rawValue)
        processing.earliestBeginDate = .now.addingTimeInterval(backgroundTaskInterval)
        processing.requiresExternalPower = false
        processing.requiresNetworkConnectivity = false
        submit(processing, id: Self.processingIdentifier, kind: .processing)
    }

    func cancelBackgroundTasks() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: Self.refreshIdentifier.rawValue)
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: Self.processingIdentifier.rawValue)
    }

    private func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
            logger.debug("Scheduled task with identifier \(request.identifier, privacy: .public) after \(request.earliestBeginDate?.description ?? "(nil)", privacy: .public)")
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
            logger.error("Error scheduling task with identifier \(request.identifier, privacy: .public): \(error)")
        }
    }

    private func handle(_ task: BGTask) {
        try? recorder.record(TaskIdentifier(task.identifier), kind: task is BGProcessingTask ? .processing : .appRefresh,
                             phase: .launch, outcome: .succeeded)
        refreshState()
        scheduleBackgroundTasks()
        task.setTaskCompleted(success: true)
    }

    private func refreshState() {
        logger.debug("refresh")
    }
}

#endif
