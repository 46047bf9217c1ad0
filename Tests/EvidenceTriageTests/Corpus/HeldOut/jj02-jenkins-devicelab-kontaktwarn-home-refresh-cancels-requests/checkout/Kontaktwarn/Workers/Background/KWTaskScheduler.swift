//
//  KWTaskScheduler.swift
//  Kontaktwarn
//
//  Thin wrapper around BGTaskScheduler. AppDelegate registers both launch handlers at
//  launch; requests are meant to be submitted when the scene enters the background.
//

import BackgroundTasks
import Foundation

protocol BackgroundTaskScheduling: AnyObject {
    func scheduleBackgroundTaskRequests()
    func cancelAllBackgroundTaskRequests()
}

enum KWTaskIdentifier: String, CaseIterable {
    case exposureDetection = "de.stadtwerk.kontaktwarn.exposure-detection"
    case fetchTestResults = "de.stadtwerk.kontaktwarn.fetch-test-results"

    var backgroundTaskSchedulerIdentifier: String { rawValue }
    var kind: DiagnosticRecorder.TaskKind { self == .exposureDetection ? .processing : .appRefresh }
}

final class KWTaskScheduler: BackgroundTaskScheduling {
    static let shared = KWTaskScheduler()

    weak var delegate: KWTaskExecutionDelegate?
    private let scheduler = BGTaskScheduler.shared

    func registerBackgroundTasks() {
        for taskIdentifier in KWTaskIdentifier.allCases {
            let registered = scheduler.register(forTaskWithIdentifier: taskIdentifier.backgroundTaskSchedulerIdentifier, using: .main) { [weak self] task in
                DiagnosticRecorder.shared.record(identifier: task.identifier, kind: taskIdentifier.kind, phase: .launch, outcome: .succeeded)
                self?.delegate?.execute(taskIdentifier, task: task)
            }
            DiagnosticRecorder.shared.record(identifier: taskIdentifier.rawValue, kind: taskIdentifier.kind, phase: .registration,
                                             outcome: registered ? .succeeded : .failed)
        }
    }

    func scheduleBackgroundTaskRequests() {
        submit(BGProcessingTaskRequest(identifier: KWTaskIdentifier.exposureDetection.rawValue).configured {
            $0.requiresNetworkConnectivity = true
            $0.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        }, kind: .processing)
        submit(BGAppRefreshTaskRequest(identifier: KWTaskIdentifier.fetchTestResults.rawValue).configured {
            $0.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        }, kind: .appRefresh)
    }

    func cancelAllBackgroundTaskRequests() {
        scheduler.cancelAllTaskRequests()
        for taskIdentifier in KWTaskIdentifier.allCases {
            DiagnosticRecorder.shared.record(identifier: taskIdentifier.rawValue, kind: taskIdentifier.kind, phase: .submission, outcome: .cancelled)
        }
        Log.background.info("cancelAllTaskRequests (caller: %{public}@)", Thread.callStackSymbols.dropFirst().first ?? "?")
    }

    private func submit(_ request: BGTaskRequest, kind: DiagnosticRecorder.TaskKind) {
        do {
            try scheduler.submit(request)
            DiagnosticRecorder.shared.record(identifier: request.identifier, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            DiagnosticRecorder.shared.record(identifier: request.identifier, kind: kind, phase: .submission, outcome: .failed, error: error)
            Log.background.error("submit %{public}@ failed: %{public}@", request.identifier, String(describing: error))
        }
    }
}
