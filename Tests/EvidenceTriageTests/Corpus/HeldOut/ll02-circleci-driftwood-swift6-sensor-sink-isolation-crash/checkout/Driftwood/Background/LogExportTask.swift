import BackgroundTasks
import Foundation

enum LogExportTask {
    static let identifier = "com.driftwood.app.log-export"

    static func register(exporter: LogbookExporter) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            LogExportAdapter(exporter: exporter).handle(task as! BGProcessingTask)
        }
        Diagnostics.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(earliest: Date = Date(timeIntervalSinceNow: 60)) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        request.requiresExternalPower = false
        request.requiresNetworkConnectivity = true
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
            print("[LogExport] submitted \(identifier) earliestBeginDate=\(earliest)")
        } catch {
            Diagnostics.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            print("[LogExport] submit failed: \(error)")
        }
    }
}
