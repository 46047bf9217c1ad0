import BackgroundTasks
import Foundation

/// Runs a user-started export as a BGContinuedProcessingTask (iOS 26) so it keeps
/// going, with a Live Activity, if the user leaves the app.
///
/// Info.plist permits the wildcard `com.framewise.app.export.*`.
@available(iOS 26.0, *)
final class ExportCoordinator {
    static let identifierPrefix = "com.framewise.app.export"
    private static var handlerRegistered = false

    private let renderer: ExportRendering
    init(renderer: ExportRendering) { self.renderer = renderer }

    /// Continued-processing handlers may be registered after launch, so we do it
    /// the first time an export is prepared. One handler serves every export:
    /// it is registered for the wildcard pattern from Info.plist.
    func prepare() {
        guard !Self.handlerRegistered else { return }
        let pattern = Self.identifierPrefix + ".*"
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: pattern, using: nil) { [renderer] task in
            ExportTaskRunner(renderer: renderer).run(task as! BGContinuedProcessingTask)
        }
        DiagnosticsRecorder.shared.record(pattern, kind: .processing, phase: .registration, outcome: ok ? .succeeded : .failed)
        Self.handlerRegistered = ok
    }

    /// Submits one export. Each export gets its own identifier under the prefix.
    @discardableResult
    func start(_ job: ExportJob) throws -> String {
        prepare()
        let identifier = "\(Self.identifierPrefix).\(job.id.uuidString)"
        let request = BGContinuedProcessingTaskRequest(identifier: identifier,
                                                       title: "Exporting \(job.title)",
                                                       subtitle: "Preparing…")
        request.strategy = .fail
        NSLog("[Export] submitting %@", identifier)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticsRecorder.shared.record(identifier, kind: .processing, phase: .submission, outcome: .succeeded)
        return identifier
    }
}
