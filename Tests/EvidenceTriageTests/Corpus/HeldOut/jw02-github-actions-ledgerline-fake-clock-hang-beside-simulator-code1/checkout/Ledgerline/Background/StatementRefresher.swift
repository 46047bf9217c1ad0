import BackgroundTasks
import Foundation

/// The subset of BGTaskScheduler the refresher uses, so tests can fake the OS.
public protocol TaskScheduling: AnyObject {
    @discardableResult
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}

/// What the handler needs from a launched task; BGAppRefreshTask and FakeRefreshTask conform.
public protocol RefreshTaskProtocol: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGAppRefreshTask: RefreshTaskProtocol {}

public final class StatementRefresher {
    public static let refreshID = "com.ledgerline.app.statement-refresh"

    private let scheduler: TaskScheduling
    private let feed: StatementFeed
    private let recorder = DiagnosticsRecorder.shared

    public init(scheduler: TaskScheduling, feed: StatementFeed) {
        self.scheduler = scheduler
        self.feed = feed
    }

    /// Called from AppDelegate.application(_:didFinishLaunchingWithOptions:).
    public func registerHandlers() {
        let ok = scheduler.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            Task { await self.handle(task as! RefreshTaskProtocol) }
        }
        recorder.record(Self.refreshID, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    public func scheduleNext() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 3600)
        do {
            try scheduler.submit(request)
            recorder.record(Self.refreshID, .appRefresh, .submission, .succeeded)
        } catch {
            let ns = error as NSError
            recorder.record(Self.refreshID, .appRefresh, .submission, .failed,
                            error: "\(ns.domain):\(ns.code)")
            NSLog("[StatementRefresher] submit failed: %@", ns)
            throw error
        }
    }

    func handle(_ task: RefreshTaskProtocol) async {
        try? scheduleNext()
        task.expirationHandler = { self.feed.cancel() }
        guard let page = await feed.nextPage() else {
            return
        }
        await StatementStore.shared.merge(page)
        task.setTaskCompleted(success: true)
    }
}
