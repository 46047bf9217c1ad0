import BackgroundTasks
import Foundation

/// Abstraction over `BGAppRefreshTask` so the handler can be driven from unit tests.
protocol RefreshTask: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: RefreshTask {}

protocol SyncControlling: AnyObject {
    func startSync(maxResponses: Int, timeout: TimeInterval, completion: @escaping (Bool) -> Void)
    func stopSync(completion: @escaping () -> Void)
}

/// Runs a short sliding-sync pass when iOS wakes the app for background app refresh.
final class BackgroundRefreshHandler {
    static let taskIdentifier = "chat.pinebridge.app.background.refresh"

    private let sync: SyncControlling
    private let scheduler: BackgroundRefreshScheduling
    private let recorder: BackgroundTaskRecording

    /// Test hook: called once the handler has finished with a task.
    var onHandled: (() -> Void)?

    init(sync: SyncControlling, scheduler: BackgroundRefreshScheduling, recorder: BackgroundTaskRecording) {
        self.sync = sync
        self.scheduler = scheduler
        self.recorder = recorder
    }

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    func register() {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.taskIdentifier, using: .main) { [weak self] task in
            guard let self, let task = task as? BGAppRefreshTask else { return }
            self.recorder.record(Self.taskIdentifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            self.handle(task)
        }
        recorder.record(Self.taskIdentifier, kind: .appRefresh, phase: .registration,
                        outcome: registered ? .succeeded : .failed,
                        errorType: registered ? nil : "BGTaskScheduler.Error.notPermitted")
    }

    func handle(_ task: RefreshTask) {
        scheduler.scheduleNextRefresh()
        recorder.record(task.identifier, kind: .appRefresh, phase: .execution, outcome: .succeeded)

        task.expirationHandler = { [weak self, weak task] in
            guard let self, let task else { return }
            self.recorder.record(task.identifier, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
            // PB-2291: report completion right away so the watchdog does not kill us
            // while the sync loop winds down after expiry.
            task.setTaskCompleted(success: false)
            self.recorder.record(task.identifier, kind: .appRefresh, phase: .completion, outcome: .failed)
            self.sync.stopSync { [weak self] in
                task.setTaskCompleted(success: false)
                self?.recorder.record(task.identifier, kind: .appRefresh, phase: .completion, outcome: .failed)
                self?.onHandled?()
            }
        }

        sync.startSync(maxResponses: 10, timeout: 10) { [weak self] finished in
            task.setTaskCompleted(success: finished)
            self?.recorder.record(task.identifier, kind: .appRefresh, phase: .completion,
                                  outcome: finished ? .succeeded : .failed)
            self?.onHandled?()
        }
    }
}
