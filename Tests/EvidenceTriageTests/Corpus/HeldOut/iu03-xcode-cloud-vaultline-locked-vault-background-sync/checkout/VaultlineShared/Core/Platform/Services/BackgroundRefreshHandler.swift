import BackgroundTasks
import Foundation
import os

public protocol BackgroundTaskProtocol: AnyObject {
    var identifier: String { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGTask: BackgroundTaskProtocol {}

public protocol BackgroundTaskSchedulerProtocol {
    func submit(_ request: BGTaskRequest) throws
}

extension BGTaskScheduler: BackgroundTaskSchedulerProtocol {}

public final class BackgroundRefreshHandler: @unchecked Sendable {
    public static let identifier = "com.vaultline.ios.vault-sync"
    private let keychain: KeychainRepository
    private let syncService: SyncService
    private let logger = Logger(subsystem: "com.vaultline.ios", category: "BackgroundRefresh")

    public init(keychain: KeychainRepository, syncService: SyncService) {
        self.keychain = keychain
        self.syncService = syncService
    }

    public func handle(_ task: BackgroundTaskProtocol) async {
        let work = Task {
            _ = try keychain.getValue(for: .accessToken)
            try await syncService.fetchSync(trigger: .backgroundRefresh)
        }
        task.expirationHandler = { work.cancel() }
        do {
            try await work.value
            task.setTaskCompleted(success: true)
        } catch {
            logger.error("vault-sync failed: \(String(describing: error), privacy: .public)")
            print("BackgroundRefreshHandler: vault-sync failed: \(error)")
            task.setTaskCompleted(success: false)
        }
    }
}

public final class BackgroundRefreshScheduler: @unchecked Sendable {
    private let scheduler: BackgroundTaskSchedulerProtocol
    private let now: () -> Date
    /// The vault is re-synced at most every four hours in the background.
    public static let interval: TimeInterval = 4 * 60 * 60

    public init(scheduler: BackgroundTaskSchedulerProtocol = BGTaskScheduler.shared, now: @escaping () -> Date = Date.init) {
        self.scheduler = scheduler
        self.now = now
    }

    public func scheduleNextRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundRefreshHandler.identifier)
        request.earliestBeginDate = now().addingTimeInterval(15 * 60)
        do {
            try scheduler.submit(request)
        } catch {
            print("BackgroundRefreshScheduler: submit failed: \(error)")
        }
    }
}
