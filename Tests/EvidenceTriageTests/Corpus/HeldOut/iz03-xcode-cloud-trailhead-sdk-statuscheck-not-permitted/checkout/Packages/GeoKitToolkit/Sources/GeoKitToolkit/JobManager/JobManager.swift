import Foundation
import BackgroundTasks
import os

/// Keeps long-running offline-map jobs alive across app suspension.
///
/// To let the job manager check job status while the app is in the background,
/// add "com.geokit.toolkit.jobManager.statusCheck" to the "Permitted background
/// task scheduler identifiers" (BGTaskSchedulerPermittedIdentifiers) of the app's
/// Info.plist, enable the Background fetch mode, and set
/// `preferredBackgroundStatusCheckSchedule` before the app finishes launching.
///
/// Background checks only work on device and not on the simulator.
@MainActor
public final class JobManager {
    public static let shared = JobManager()

    /// The background task identifier for status checks.
    public nonisolated static let statusChecksTaskIdentifier = "com.geokit.toolkit.jobManager.statusCheck"

    public weak var delegate: JobManagerDelegate?
    public private(set) var statusCheckRegistered = false
    private let logger = Logger(subsystem: "com.geokit.toolkit", category: "JobManager")

    public var preferredBackgroundStatusCheckSchedule: BackgroundStatusCheckSchedule = .disabled {
        didSet { registerStatusCheckTaskIfNeeded() }
    }

    private func registerStatusCheckTaskIfNeeded() {
        guard case .regularInterval = preferredBackgroundStatusCheckSchedule, !statusCheckRegistered else { return }
        statusCheckRegistered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.statusChecksTaskIdentifier, using: nil
        ) { task in
            Task { @MainActor in await self.performStatusCheck(task: task as! BGAppRefreshTask) }
        }
        logger.info("JobManager: registered status check task: \(self.statusCheckRegistered)")
        delegate?.jobManager(self, didRegisterStatusCheck: statusCheckRegistered)
    }

    /// Called by the app when it moves to the background.
    public func scheduleStatusChecks() {
        guard case let .regularInterval(interval) = preferredBackgroundStatusCheckSchedule else { return }
        let request = BGAppRefreshTaskRequest(identifier: Self.statusChecksTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            delegate?.jobManager(self, didSubmitStatusCheck: nil)
        } catch {
            logger.error("JobManager: failed to submit status check request: \(String(describing: error), privacy: .public)")
            delegate?.jobManager(self, didSubmitStatusCheck: error)
        }
    }

    func performStatusCheck(task: BGAppRefreshTask) async {
        scheduleStatusChecks()
        await resumeAllPausedJobs()
        await checkStatusForAllJobs()
        task.setTaskCompleted(success: true)
        delegate?.jobManagerDidFinishStatusCheck(self)
    }
}

public enum BackgroundStatusCheckSchedule {
    /// No background status checks will be requested.
    case disabled
    /// Requests that the system schedule a background check at a regular interval.
    /// Ultimately it is up to the discretion of the system if that check is run.
    case regularInterval(interval: TimeInterval)
}
