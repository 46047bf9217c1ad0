import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

/// Exports finished runs as GPX to the user's connected services overnight.
enum RouteExportTask {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let identifier = try! TaskIdentifier("com.cedarloop.birchline.route-export")
    private static let log = Logger(subsystem: "com.cedarloop.birchline", category: "route-export")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(exporter: RouteExporter) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            RouteExportAdapter(exporter: exporter).handle(task as! BGProcessingTask)
        }
        if !registered {
            log.error("BGTaskScheduler refused route-export handler")
        }
        try? recorder.record(identifier, kind: .processing, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submit(after date: Date = Date()) throws {
        let request = BGProcessingTaskRequest(identifier: identifier.rawValue)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = date.addingTimeInterval(30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
