// TerraKit Toolkit — JobManager
//
// Keeps long-running map jobs (offline map areas, geodatabase syncs) alive across
// backgrounding and relaunch, and asks the system for background refresh time to
// poll job status while the app is suspended.

import BackgroundTasks
import Foundation
import UIKit
import os

@MainActor
public final class JobManager: ObservableObject {
    /// The shared job manager.
    public static let shared = JobManager(id: nil)

    @Published public var jobs: [any JobProtocol] = []

    /// When the last background status check ran (nil until one has run).
    public private(set) var lastStatusCheck: Date?

    /// Preferred schedule for background status checks. A preference only: the
    /// operating system decides when, and whether, the refresh task runs.
    ///
    /// You must add ``statusChecksTaskIdentifier`` to "Permitted background task
    /// scheduler identifiers" in the app's Info.plist. The shared instance uses
    /// "com.terrakit.toolkit.jobManager.statusCheck"; an instance created with an
    /// id uses "com.terrakit.toolkit.jobManager.<id>.statusCheck".
    ///
    /// Background checks only work on device, not in the Simulator.
    public var preferredBackgroundStatusCheckSchedule: BackgroundStatusCheckSchedule = .disabled

    public var statusChecksTaskIdentifier: String {
        if let id {
            "com.terrakit.toolkit.jobManager.\(id).statusCheck"
        } else {
            "com.terrakit.toolkit.jobManager.statusCheck"
        }
    }

    private var isBackgroundStatusChecksScheduled = false
    let id: String?

    private init(id: String?) {
        self.id = id
        NotificationCenter.default.addObserver(self, selector: #selector(appWillResignActive),
                                               name: UIApplication.willResignActiveNotification, object: nil)
        BGTaskScheduler.shared.register(forTaskWithIdentifier: statusChecksTaskIdentifier, using: nil) { task in
            self.isBackgroundStatusChecksScheduled = false
            Task {
                Logger.jobManager.debug("Performing status checks.")
                await self.performStatusChecks()
                self.lastStatusCheck = .now
                self.scheduleBackgroundStatusCheck()
                task.setTaskCompleted(success: true)
            }
        }
        loadState()
    }

    public convenience init(uniqueID id: String) {
        self.init(id: id)
    }

    private func scheduleBackgroundStatusCheck() {
        guard !isBackgroundStatusChecksScheduled, hasRunningJobs else { return }
        guard case .regularInterval(let interval) = preferredBackgroundStatusCheckSchedule else { return }
        isBackgroundStatusChecksScheduled = true
        let request = BGAppRefreshTaskRequest(identifier: statusChecksTaskIdentifier)
        request.earliestBeginDate = Calendar.current.date(byAdding: .second, value: Int(interval), to: .now)
        do {
            try BGTaskScheduler.shared.submit(request)
            Logger.jobManager.debug("Background task scheduled.")
        } catch {
            Logger.jobManager.error("Background task scheduling error \(error.localizedDescription, privacy: .public)")
        }
    }

    private var hasRunningJobs: Bool { jobs.contains { $0.status == .started } }

    @objc private func appWillResignActive() {
        scheduleBackgroundStatusCheck()
        saveState()
    }

    public func performStatusChecks() async {
        await withTaskGroup(of: Void.self) { group in
            for job in jobs { group.addTask { try? await job.checkStatus() } }
        }
    }

    public func saveState() { /* serializes jobs to UserDefaults */ }
    private func loadState() { /* rehydrates jobs from UserDefaults */ }
}

public enum BackgroundStatusCheckSchedule: Sendable {
    case disabled
    case regularInterval(interval: TimeInterval)
}

extension Logger {
    static let jobManager = Logger(subsystem: "com.terrakit.toolkit", category: "JobManager")
}
