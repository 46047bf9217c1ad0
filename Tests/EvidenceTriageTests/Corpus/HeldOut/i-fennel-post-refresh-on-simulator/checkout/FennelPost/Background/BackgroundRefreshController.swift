import BackgroundTasks
import os

protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTaskProtocol {}

final class BackgroundRefreshController {
    static let identifier = "io.fennelpost.app.background.refresh"
    private let log = Logger(subsystem: "io.fennelpost.app", category: "BackgroundRefresh")
    private let sync: SyncServicing
    private var currentTask: RefreshTaskProtocol?

    init(sync: SyncServicing) { self.sync = sync }

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record(Self.identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    static func makeRequest(now: Date = Date()) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(30)
        return request
    }

    func scheduleAfterResignActive() throws {
        let request = Self.makeRequest()
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("Successfully scheduled background app refresh task")
            Diagnostics.record(Self.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            log.error("Failed scheduling background app refresh task: \(error, privacy: .public)")
            Diagnostics.record(Self.identifier, .appRefresh, .submission, .failed, error: error)
            throw error
        }
    }

    func handle(_ task: RefreshTaskProtocol) {
        currentTask = task
        task.expirationHandler = { [weak self] in
            self?.log.info("Background app refresh task expired")
            self?.sync.stop()
        }
        sync.start(maxResponses: 10, timeout: 10) { [weak self] in
            self?.currentTask?.setTaskCompleted(success: true)
            self?.currentTask = nil
        }
    }
}
