//
//  BackgroundRefreshHandler.swift
//  Tidewell
//

import BackgroundTasks
import Foundation

protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}

/// Thin adapter between BGAppRefreshTask and the feed refresh job.
final class BackgroundRefreshHandler {
    private let store: FeedStore
    private let fetcher: FeedFetching
    private let scheduler: RefreshScheduler
    private let now: () -> Date

    init(store: FeedStore, fetcher: FeedFetching, scheduler: RefreshScheduler, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.fetcher = fetcher
        self.scheduler = scheduler
        self.now = now
    }

    static func makeDefault() -> BackgroundRefreshHandler {
        // The background run gets its own store instance; the scene's store is not
        // reachable from the launch handler.
        BackgroundRefreshHandler(store: FeedStore(defaults: .standard),
                                 fetcher: URLSessionFeedFetcher(),
                                 scheduler: RefreshScheduler(scheduler: BGTaskScheduler.shared,
                                                             recorder: DiagnosticsRecorder.shared))
    }

    func handle(task: RefreshTaskProtocol) {
        try? scheduler.scheduleNextRefresh(from: now())
        let work = Task {
            do {
                let items = try await fetcher.fetchAll(for: store.subscriptions)
                store.merge(items)
                store.lastRefreshedAt = now()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
