//
//  BackgroundTasks.swift
//  TidewaterKit
//
//  Registration and submission of the two BGTaskScheduler tasks:
//  - feed refresh (BGAppRefreshTask), requested every 15 minutes
//  - article purge (BGProcessingTask), overnight, on power
//

import BackgroundTasks
import EvidenceRecorder
import os

public enum BackgroundTasks {
    public static let feedRefresh = try! TaskIdentifier("com.tidewaterapp.reader.feed-refresh")
    public static let articlePurge = try! TaskIdentifier("com.tidewaterapp.reader.article-purge")

    static let log = Logger(subsystem: "com.tidewaterapp.reader", category: "background")
    public static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    public static func registerAll(refreshHandler: FeedRefreshTaskHandler, purgeTask: ArticlePurgeTask) {
        let refreshRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: feedRefresh.rawValue, using: nil) { task in
            refreshHandler.handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(feedRefresh, kind: .appRefresh, phase: .registration,
                             outcome: refreshRegistered ? .succeeded : .failed,
                             error: refreshRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))

        let purgeRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: articlePurge.rawValue, using: nil) { task in
            purgeTask.handle(task as! BGProcessingTask)
        }
        try? recorder.record(articlePurge, kind: .processing, phase: .registration,
                             outcome: purgeRegistered ? .succeeded : .failed,
                             error: purgeRegistered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    /// Called when the scene enters the background and at the start of every refresh run.
    public static func scheduleFeedRefresh(scheduler: TaskScheduling = BGTaskScheduler.shared) {
        let request = BGAppRefreshTaskRequest(identifier: feedRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try scheduler.submit(request)
            try? recorder.record(feedRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule app refresh: \(error as NSError, privacy: .public)")
            try? recorder.record(feedRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    public static func scheduleArticlePurge(scheduler: TaskScheduling = BGTaskScheduler.shared) {
        let request = BGProcessingTaskRequest(identifier: articlePurge.rawValue)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        do {
            try scheduler.submit(request)
            try? recorder.record(articlePurge, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule article purge: \(error as NSError, privacy: .public)")
            try? recorder.record(articlePurge, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

/// The part of BGTaskScheduler the handlers use, so unit tests can pass a fake.
public protocol TaskScheduling {
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: TaskScheduling {}
