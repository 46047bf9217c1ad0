import BackgroundTasks
import Foundation
import os

/// Registers, schedules and runs the rooms refresh (BGAppRefreshTask).
public final class BackgroundRefreshCoordinator {
    public static let identifier = "chat.parley.ios.rooms-refresh"
    private static let log = Logger(subsystem: "chat.parley.ios", category: "background")

    private let scheduler: TaskScheduling
    private let store: RoomStore
    private let api: TalkAPI
    private let diagnostics: BackgroundDiagnostics
    private let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "chat.parley.rooms-refresh"
        queue.maxConcurrentOperationCount = 1
        return queue
    }()

    public init(scheduler: TaskScheduling, store: RoomStore, api: TalkAPI, diagnostics: BackgroundDiagnostics) {
        self.scheduler = scheduler
        self.store = store
        self.api = api
        self.diagnostics = diagnostics
    }

    public func register() {
        let ok = scheduler.register(identifier: Self.identifier) { [weak self] task in
            self?.handle(task)
        }
        diagnostics.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
        Self.log.info("[RoomsRefresh] registered \(Self.identifier, privacy: .public): \(ok)")
    }

    public func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try scheduler.submit(request)
            diagnostics.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            diagnostics.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
            Self.log.error("[RoomsRefresh] submit failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func handle(_ task: RefreshTask) {
        diagnostics.record(Self.identifier, .appRefresh, .launch, .succeeded)
        schedule()

        let operation = RoomsRefreshOperation(store: store, api: api)
        task.expirationHandler = { [store] in
            Self.log.info("[RoomsRefresh] expired; write transaction open=\(store.isInWriteTransaction)")
            operation.cancel()
            self.diagnostics.record(Self.identifier, .appRefresh, .expiration, .cancelled)
            task.setTaskCompleted(success: false)
        }
        operation.completionBlock = {
            let success = !operation.isCancelled
            self.diagnostics.record(Self.identifier, .appRefresh, .completion, success ? .succeeded : .cancelled)
            task.setTaskCompleted(success: success)
        }
        queue.addOperation(operation)
    }
}
