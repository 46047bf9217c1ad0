import BackgroundTasks
import os

enum OspreyBackgroundTasks {
    static let refresh = "com.ospreyrun.app.refresh"
    static let routeExport = "com.ospreyrun.app.route-export"
    private static let log = Logger(subsystem: "com.ospreyrun.app", category: "bg")

    /// From application(_:didFinishLaunchingWithOptions:).
    static func registerAll() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            WorkoutRefreshAdapter(sync: .shared).handle(task as! BGAppRefreshTask)
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: routeExport, using: nil) { task in
            RouteExportAdapter(exporter: .shared).handle(task as! BGProcessingTask)
        }
    }

    static func scheduleRouteExport() {
        let request = BGProcessingTaskRequest(identifier: routeExport)
        request.requiresExternalPower = true
        request.requiresNetworkConnectivity = true
        do { try BGTaskScheduler.shared.submit(request) }
        catch { log.error("route export submit failed: \(String(describing: error), privacy: .public)") }
    }
}
