import BackgroundTasks
import Foundation
import os

/// Refreshes the "next departures" widget cache from the GTFS-realtime feed.
enum DepartureRefresh {
    // Renamed from "com.kestrel.transit.refresh" in #2290 so the widget refresh
    // and the fares refresh can be told apart in Console.
    static let identifier = "com.kestrel.transit.departures-refresh"
    private static let log = Logger(subsystem: "com.kestrel.transit", category: "bgrefresh")

    static func register(using cache: DepartureCache) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask, cache: cache)
        }
        log.notice("register \(identifier, privacy: .public) returned \(ok)")
        print("[bgrefresh] register \(identifier) returned \(ok)")
    }

    static func schedule(now: Date = .now) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(15 * 60)
        try BGTaskScheduler.shared.submit(request)
    }

    private static func handle(_ task: BGAppRefreshTask, cache: DepartureCache) {
        try? schedule()
        let work = Task {
            let ok = (try? await cache.refreshFromFeed()) != nil
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = { work.cancel() }
    }
}
