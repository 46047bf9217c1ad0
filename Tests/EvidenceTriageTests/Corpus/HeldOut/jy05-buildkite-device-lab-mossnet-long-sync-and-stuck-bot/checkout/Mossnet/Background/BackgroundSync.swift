import BackgroundTasks
import OSLog

/// Short syncs ride on BGAppRefreshTask; long syncs on BGProcessingTask.
enum BackgroundSync {
    static let shortSync = "social.mossnet.app.short-sync"
    static let longSync = "social.mossnet.app.long-sync"
    static let log = Logger(subsystem: "social.mossnet.app", category: "BGTask")

    static func register(bot: Bot) {
        let a = BGTaskScheduler.shared.register(forTaskWithIdentifier: shortSync, using: nil) { task in
            runShortSync(task, bot: bot)
        }
        Diagnostics.record(shortSync, .appRefresh, .registration, a ? .succeeded : .failed)
        let b = BGTaskScheduler.shared.register(forTaskWithIdentifier: longSync, using: nil) { task in
            runLongSync(task as! BGProcessingTask, bot: bot)
        }
        Diagnostics.record(longSync, .processing, .registration, b ? .succeeded : .failed)
    }

    static func scheduleLongSync() {
        let request = BGProcessingTaskRequest(identifier: longSync)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            print("[BGTask] submitted \(longSync) requiresExternalPower=1 requiresNetworkConnectivity=1")
            Diagnostics.record(longSync, .processing, .submission, .succeeded)
        } catch {
            print("[BGTask] submit \(longSync) failed: \(error)")
            Diagnostics.record(longSync, .processing, .submission, .failed, error: error)
        }
    }

    /// ~20 s budget. Boots the bot and replicates what it can.
    static func runShortSync(_ task: BGTask, bot: Bot) {
        Diagnostics.record(task.identifier, .appRefresh, .launch, .succeeded)
        let work = Task {
            try await bot.login()          // boots go-ssb and opens the repo
            try await bot.replicate(peers: 3, maxDuration: .seconds(15))
        }
        task.expirationHandler = {
            work.cancel()
            Diagnostics.record(task.identifier, .appRefresh, .expiration, .cancelled)
            print("[Bot] short sync expired before replication started (bot boot \(bot.lastBootDuration.formatted()))")
        }
        Task {
            let ok = (try? await work.value) != nil
            task.setTaskCompleted(success: ok)
        }
    }

    static func runLongSync(_ task: BGProcessingTask, bot: Bot) {
        Diagnostics.record(task.identifier, .processing, .launch, .succeeded)
        NotificationCenter.default.post(name: .longSyncDidStart, object: nil)
        let work = Task { try await bot.replicate(peers: 20, maxDuration: .seconds(600)) }
        task.expirationHandler = { work.cancel() }
        Task { task.setTaskCompleted(success: (try? await work.value) != nil) }
    }
}
