import BackgroundTasks
import Foundation
import os

/// Identifiers follow the bundle id so Debug/Beta/Release builds can be
/// installed side by side: social.cairn.app[.beta].refresh / .db-maintenance
public enum BackgroundTasks {
    static let log = Logger(subsystem: "social.cairn.app", category: "background")
    public static var refreshIdentifier: String { Bundle.main.bundleIdentifier! + ".refresh" }
    public static var maintenanceIdentifier: String { Bundle.main.bundleIdentifier! + ".db-maintenance" }
    public private(set) static var registered: Set<String> = []

    public static func registerAll(bot: Bot) {
        register(refreshIdentifier, kind: .appRefresh) { task in
            RefreshJob(bot: bot).run(task as! BGAppRefreshTask)
        }
        register(maintenanceIdentifier, kind: .processing) { task in
            DatabaseMaintenanceTask(database: bot.database).run(task as! BGProcessingTask)
        }
    }

    private static func register(_ identifier: String, kind: BackgroundTaskKind, handler: @escaping (BGTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil, launchHandler: handler)
        if ok { registered.insert(identifier) }
        BackgroundTaskRecorder.shared.record(identifier, kind, .registration, ok ? .succeeded : .failed)
        log.info("register \(identifier, privacy: .public): \(ok)")
    }

    public static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }

    /// VACUUM/ANALYZE once a week, on power, after a big resync.
    public static func scheduleMaintenanceIfDue(lastRun: Date?) {
        guard (lastRun ?? .distantPast) < Date(timeIntervalSinceNow: -7 * 24 * 3600) else { return }
        let request = BGProcessingTaskRequest(identifier: maintenanceIdentifier)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = false
        try? BGTaskScheduler.shared.submit(request)
    }
}
