//
//  BackgroundTasks.swift
//  Backwater
//
//  Thin BGTaskScheduler adapter. Three tasks:
//   - feeds.refresh   (BGAppRefreshTask)   quick "anything new?" check
//   - feeds.process   (BGProcessingTask)   batched full feed refresh + episode import (new in 3.8)
//   - downloads.cleanup (BGProcessingTask) prunes played downloads
//

import BackgroundTasks
import EvidenceRecorder
import Foundation

enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    static let refresh = try! TaskIdentifier("com.backwater.podcasts.feeds.refresh")
    static let process = try! TaskIdentifier("com.backwater.podcasts.feeds.process")
    static let cleanup = try! TaskIdentifier("com.backwater.podcasts.downloads.cleanup")

    static let feedProcessingInterval: TimeInterval = 60 * 60

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(feeds: FeedRefreshing, downloads: DownloadCleaning) {
        register(refresh, kind: .appRefresh) { task in
            AppRefreshAdapter(feeds: feeds).handle(task: task as! BGAppRefreshTask)
        }
        register(process, kind: .processing) { task in
            FeedProcessingAdapter(feeds: feeds).handle(task: task as! BGProcessingTask)
        }
        register(cleanup, kind: .processing) { task in
            CleanupAdapter(downloads: downloads).handle(task: task as! BGProcessingTask)
        }
    }

    private static func register(_ id: TaskIdentifier, kind: TaskKind, handler: @escaping (BGTask) -> Void) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: id.rawValue, using: nil, launchHandler: handler)
        try? recorder.record(id, kind: kind, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submitRefresh(earliest: Date = Date(timeIntervalSinceNow: 15 * 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: refresh.rawValue)
        request.earliestBeginDate = earliest
        try submit(request, id: refresh, kind: .appRefresh)
    }

    static func submitFeedProcessing() throws {
        let request = BGProcessingTaskRequest(identifier: process.rawValue)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: feedProcessingInterval)
        try submit(request, id: process, kind: .processing)
    }

    private static func submit(_ request: BGTaskRequest, id: TaskIdentifier, kind: TaskKind) throws {
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: kind, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
