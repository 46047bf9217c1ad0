import BackgroundTasks
import UIKit

/// In-house sync SDK shared by the survey apps.
public final class FieldSync {
    public static let shared = FieldSync()
    public static let processingIdentifier = "com.quarrymint.fieldsync.processing"
    public static let refreshIdentifier = "com.quarrymint.fieldsync.refresh"

    var scheduler: TaskScheduling = BGTaskScheduler.shared
    var recorder: BackgroundTaskRecording = BackgroundTaskRecorder()
    public var onSyncFinished: ((Bool) -> Void)?
    public private(set) var isSchedulingEnabled = true
    private var backgroundObserver: NSObjectProtocol?

    /// Must be called from `application(_:didFinishLaunchingWithOptions:)`.
    public static func registerBackgroundTasks() {
        let sdk = FieldSync.shared
        for (identifier, kind) in [(processingIdentifier, BGTaskKind.processing), (refreshIdentifier, .appRefresh)] {
            let ok = sdk.scheduler.register(forTaskWithIdentifier: identifier, using: nil) { task in
                sdk.recorder.record(identifier, kind: kind, phase: .launch, outcome: .succeeded)
                sdk.handle(task)
            }
            sdk.recorder.record(identifier, kind: kind, phase: .registration, outcome: ok ? .succeeded : .failed)
        }
    }

    /// FS-77: scheduling is deferred until the app enters the background, so that
    /// requests are not resubmitted (and pushed back) on every foreground launch.
    public func start(configuration: FieldSyncConfiguration) {
        NSLog("[FieldSync] start: background task scheduling deferred until app enters background")
        backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.scheduleBackgroundTasks()
        }
    }

    func scheduleBackgroundTasks() {
        guard isSchedulingEnabled else { return }
        let processing = BGProcessingTaskRequest(identifier: Self.processingIdentifier)
        processing.requiresNetworkConnectivity = true
        submit(processing, kind: .processing)
        let refresh = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        refresh.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        submit(refresh, kind: .appRefresh)
    }

    /// FS-81: lets the host app switch background scheduling off (e.g. when the user pauses sync).
    public func setSchedulingEnabled(_ enabled: Bool) {
        isSchedulingEnabled = enabled
        if !enabled {
            scheduler.cancel(taskRequestWithIdentifier: Self.processingIdentifier)
        }
    }

    private func submit(_ request: BGTaskRequest, kind: BGTaskKind) {
        do {
            try scheduler.submit(request)
            recorder.record(request.identifier, kind: kind, phase: .submission, outcome: .succeeded)
        } catch {
            let e = error as NSError
            recorder.record(request.identifier, kind: kind, phase: .submission, outcome: .failed, errorType: "\(e.domain):\(e.code)")
        }
    }

    private func handle(_ task: BGTask) {
        task.expirationHandler = { SyncEngine.shared.cancel() }
        SyncEngine.shared.run { [weak self] ok in
            task.setTaskCompleted(success: ok)
            self?.onSyncFinished?(ok)
        }
    }
}

protocol TaskScheduling: AnyObject {
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
    func cancel(taskRequestWithIdentifier identifier: String)
}

extension BGTaskScheduler: TaskScheduling {}
