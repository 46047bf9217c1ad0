import BackgroundTasks
import OrchardKit

/// Registered from application(_:didFinishLaunchingWithOptions:).
enum BackgroundTasks {
    static let refresh = "com.pinecrest.orchardly.refresh"
    /// Continued-processing exports get one identifier per export: <prefix>.<export id>.
    static let exportPrefix = "com.pinecrest.orchardly.export"

    static func registerAll(handler: CombinedRefreshHandler, exporter: HarvestLogExporter) {
        let refreshOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            handler.handle(task as! BGAppRefreshTask)
        }
        Diagnostics.record(refresh, kind: .appRefresh, phase: .registration, ok: refreshOK)

        let pruneOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.pinecrest.orchardly.prune", using: nil) { task in
            PhotoPruner.shared.run(task as! BGProcessingTask)
        }
        Diagnostics.record("com.pinecrest.orchardly.prune", kind: .processing, phase: .registration, ok: pruneOK)

        let exportOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: exportPrefix + ".*", using: nil) { task in
            exporter.run(task as! BGContinuedProcessingTask)
        }
        NSLog("[BG] register %@.* -> %@", exportPrefix, exportOK ? "true" : "false")
        Diagnostics.record(exportPrefix + ".*", kind: .processing, phase: .registration, ok: exportOK)
    }

    static func scheduleRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        NSLog("[BG] submit BGAppRefreshTaskRequest %@ earliestBeginDate=+900s", refresh)
        try BGTaskScheduler.shared.submit(request)
    }
}
