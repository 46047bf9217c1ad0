//
//  FeedRefreshTaskHandler.swift
//  TidewaterKit
//

import BackgroundTasks

public protocol FeedRefreshing: AnyObject {
    func refreshAll() async throws -> Int
    func cancel()
}

/// What the handler needs from a BGAppRefreshTask; BGAppRefreshTask conforms below.
public protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}

public final class FeedRefreshTaskHandler {
    private let refresher: FeedRefreshing
    private let scheduler: TaskScheduling

    public init(refresher: FeedRefreshing, scheduler: TaskScheduling = BGTaskScheduler.shared) {
        self.refresher = refresher
        self.scheduler = scheduler
    }

    public func handle(_ task: BGAppRefreshTask) {
        run(task)
    }

    /// Runs one refresh. The next refresh must be requested as soon as the task starts,
    /// so a failed or expired run still leaves a request with the system.
    public func run(_ task: RefreshTaskProtocol) {
        task.expirationHandler = { [refresher] in
            refresher.cancel()
        }
        Task {
            do {
                let newArticles = try await refresher.refreshAll()
                BackgroundTasks.scheduleFeedRefresh(scheduler: scheduler)
                try? BackgroundTasks.recorder.record(BackgroundTasks.feedRefresh, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: newArticles >= 0)
            } catch {
                try? BackgroundTasks.recorder.record(BackgroundTasks.feedRefresh, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
