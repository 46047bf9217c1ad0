//
//  RefreshScheduler.swift
//  Tidewell
//

import BackgroundTasks
import Foundation

protocol TaskSubmitting {
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskSubmitting {}

/// Submits the feed refresh request. Called from SceneDelegate.sceneDidEnterBackground
/// and at the end of every background run.
final class RefreshScheduler {
    static let taskIdentifier = "com.tidewell.reader.feed-refresh"
    static let minimumInterval: TimeInterval = 30 * 60

    private let scheduler: TaskSubmitting
    private let recorder: DiagnosticsRecording

    init(scheduler: TaskSubmitting, recorder: DiagnosticsRecording) {
        self.scheduler = scheduler
        self.recorder = recorder
    }

    func scheduleNextRefresh(from now: Date = Date()) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = now.addingTimeInterval(Self.minimumInterval)
        do {
            try scheduler.submit(request)
            recorder.record(identifier: Self.taskIdentifier, kind: .appRefresh, phase: .submission,
                            outcome: .succeeded, errorType: nil)
        } catch {
            let nsError = error as NSError
            recorder.record(identifier: Self.taskIdentifier, kind: .appRefresh, phase: .submission,
                            outcome: .failed, errorType: "\(nsError.domain):\(nsError.code)")
            throw error
        }
    }
}
