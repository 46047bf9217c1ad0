import BackgroundTasks
import os

/// Wraps BGContinuedProcessingTask (iOS 26) for exports the user starts in the foreground.
/// Identifiers are dynamic (`<prefix>.<UUID>`), so the plist must permit `<prefix>.*`.
final class ContinuedExportScheduler {
    static let exportPrefix = "com.cobblestone.app.export"
    static let renderPrefix = "com.cobblestone.app.render"
    private let log = Logger(subsystem: "com.cobblestone.app", category: "Export")
    private var registered: Set<String> = []

    func register(prefix: String, handler: @escaping (BGContinuedProcessingTask) -> Void) -> Bool {
        let pattern = "\(prefix).*"
        guard !registered.contains(pattern) else { return true }
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: pattern, using: nil) { task in
            handler(task as! BGContinuedProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: pattern, kind: .processing, phase: .registration,
                                          outcome: ok ? .succeeded : .failed, error: nil)
        if ok { registered.insert(pattern) }
        return ok
    }

    func submit(prefix: String, title: String, subtitle: String, wantsGPU: Bool) throws -> String {
        let identifier = "\(prefix).\(UUID().uuidString)"
        let request = BGContinuedProcessingTaskRequest(identifier: identifier, title: title, subtitle: subtitle)
        request.strategy = .fail
        if wantsGPU, BGTaskScheduler.supportedResources.contains(.gpu) {
            request.requiredResources = .gpu
        }
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier: "\(prefix).*", kind: .processing, phase: .submission, outcome: .succeeded, error: nil)
            return identifier
        } catch {
            log.error("continued \(prefix, privacy: .public) submit failed: \(String(describing: error), privacy: .public)")
            DiagnosticsRecorder.shared.record(identifier: "\(prefix).*", kind: .processing, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
