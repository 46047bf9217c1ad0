import BackgroundTasks
import Foundation

/// Nightly export of half-hourly usage to the user's chosen cloud folder.
/// A processing task: it needs network and prefers external power, so iOS runs it overnight when it sees fit.
enum UsageExportTask {
    static let identifier = "com.lanthorn.usage.nightly-export"

    static func register(recorder: DiagnosticRecorder = .shared, run: @escaping (BGProcessingTask) -> Void) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(identifier, kind: .processing, phase: .launch, outcome: .succeeded)
            run(task as! BGProcessingTask)
        }
        recorder.record(identifier, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func submit(earliest: Date, recorder: DiagnosticRecorder = .shared) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = true
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
            print("[UsageExport] submitted \(identifier) (processing) earliestBegin=\(earliest)")
        } catch {
            recorder.record(identifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
