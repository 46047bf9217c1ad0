import BackgroundTasks
import Foundation

// MARK: - BackgroundTaskScheduler

/// Wraps `BGTaskScheduler` so the service can be tested with a mock.
public protocol BackgroundTaskScheduler: AnyObject {
    @discardableResult
    func register(
        forTaskWithIdentifier identifier: String,
        using queue: DispatchQueue?,
        launchHandler: @escaping @Sendable (BGTask) -> Void
    ) -> Bool
    func submit(_ taskRequest: BGTaskRequest) throws
}

extension BGTaskScheduler: BackgroundTaskScheduler {}

// MARK: - BackgroundSessionCleanupService

/// Purges the shared `.userSessionKey` when the app has not been relaunched
/// for a while (lost or stolen device), using a `BGAppRefreshTask`.
public protocol BackgroundSessionCleanupService: AnyObject {
    func registerLaunchHandler()
    func scheduleNextRefresh()
}

public final class DefaultBackgroundSessionCleanupService: BackgroundSessionCleanupService {
    public static let taskIdentifier = "app.vaultlet.ios.session-key-cleanup"

    private let backgroundTaskScheduler: BackgroundTaskScheduler
    private let errorReporter: ErrorReporter
    private let keychain: KeychainRepository
    private let diagnostics: DiagnosticsRecorder
    private let timeProvider: TimeProvider

    public init(
        backgroundTaskScheduler: BackgroundTaskScheduler = BGTaskScheduler.shared,
        errorReporter: ErrorReporter,
        keychain: KeychainRepository,
        diagnostics: DiagnosticsRecorder,
        timeProvider: TimeProvider
    ) {
        self.backgroundTaskScheduler = backgroundTaskScheduler
        self.errorReporter = errorReporter
        self.keychain = keychain
        self.diagnostics = diagnostics
        self.timeProvider = timeProvider
    }

    public func registerLaunchHandler() {
        let registered = backgroundTaskScheduler.register(
            forTaskWithIdentifier: Self.taskIdentifier,
            using: nil
        ) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask) // swiftlint:disable:this force_cast
        }
        diagnostics.record(
            identifier: Self.taskIdentifier, kind: .appRefresh, phase: .registration,
            outcome: registered ? .succeeded : .failed, errorType: nil
        )
    }

    public func scheduleNextRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = timeProvider.presentTime.addingTimeInterval(4 * 60 * 60)
        do {
            try backgroundTaskScheduler.submit(request)
            diagnostics.record(
                identifier: Self.taskIdentifier, kind: .appRefresh, phase: .submission,
                outcome: .succeeded, errorType: nil
            )
        } catch {
            diagnostics.record(
                identifier: Self.taskIdentifier, kind: .appRefresh, phase: .submission,
                outcome: .failed, errorType: DiagnosticsRecorder.errorType(of: error)
            )
            // Reported on every call: AppProcessor arms this from both
            // didEnterBackground and willResignActive.
            errorReporter.log(error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        diagnostics.record(
            identifier: Self.taskIdentifier, kind: .appRefresh, phase: .launch,
            outcome: .succeeded, errorType: nil
        )
        scheduleNextRefresh()
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        keychain.deleteUserSessionKeys(olderThan: timeProvider.presentTime.addingTimeInterval(-14 * 24 * 60 * 60))
        task.setTaskCompleted(success: true)
    }
}
