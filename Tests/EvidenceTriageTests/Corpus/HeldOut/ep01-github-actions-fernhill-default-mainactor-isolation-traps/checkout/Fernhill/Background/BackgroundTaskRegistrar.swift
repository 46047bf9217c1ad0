//
//  BackgroundTaskRegistrar.swift
//  Fernhill
//
//  Registers the BGTaskScheduler launch handlers at launch and records each
//  registration with EvidenceRecorder so CI can read them back.
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

/// The slice of BGTaskScheduler the app uses; tests substitute a fake.
protocol TaskScheduling: AnyObject {
    func register(forTaskWithIdentifier identifier: String,
                  using queue: DispatchQueue?,
                  launchHandler: @escaping @Sendable (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}

final class BackgroundTaskRegistrar {
    static let surveySync = "com.fernhillapps.fernhill.survey-sync"
    static let mediaUpload = "com.fernhillapps.fernhill.media-upload"

    private let scheduler: any TaskScheduling
    private let syncJob: SurveySyncJob
    private let recorder: EvidenceRecorder

    init(scheduler: any TaskScheduling = BGTaskScheduler.shared,
         syncJob: SurveySyncJob,
         recorder: EvidenceRecorder = .fernhill) {
        self.scheduler = scheduler
        self.syncJob = syncJob
        self.recorder = recorder
    }

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    func registerAll() {
        let syncRegistered = scheduler.register(forTaskWithIdentifier: Self.surveySync, using: nil) { task in
            self.handleSurveySync(task as! BGAppRefreshTask)
        }
        record(Self.surveySync, kind: .appRefresh, registered: syncRegistered)

        let uploadRegistered = scheduler.register(forTaskWithIdentifier: Self.mediaUpload, using: nil) { task in
            self.handleMediaUpload(task as! BGProcessingTask)
        }
        record(Self.mediaUpload, kind: .processing, registered: uploadRegistered)
    }

    private func record(_ id: String, kind: TaskKind, registered: Bool) {
        try? recorder.record(TaskIdentifier(id), kind: kind, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    private func handleSurveySync(_ task: BGAppRefreshTask) {
        try? recorder.record(TaskIdentifier(Self.surveySync), kind: .appRefresh, phase: .launch, outcome: .succeeded)
        task.expirationHandler = { [syncJob] in syncJob.cancel() }
        Task {
            do {
                try await syncJob.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }

    private func handleMediaUpload(_ task: BGProcessingTask) {
        task.setTaskCompleted(success: true)
    }
}
