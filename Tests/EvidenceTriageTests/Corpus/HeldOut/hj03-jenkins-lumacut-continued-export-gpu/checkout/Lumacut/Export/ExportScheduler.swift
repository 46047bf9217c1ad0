import BackgroundTasks
import Foundation

/// Starts a user-initiated export as a BGContinuedProcessingTask (iOS 26) so it
/// keeps running, with a system progress UI, after the user leaves the app.
final class ExportScheduler {
    static let identifierPrefix = "com.pellucid.lumacut.export"   // "com.pellucid.lumacut.export.*" in the plist
    private let log = LumaLog(category: "Export")
    private let jobs: ExportJobRegistry
    private var handlerRegistered = false

    init(jobs: ExportJobRegistry) {
        self.jobs = jobs
    }

    /// Continued-processing handlers may be registered after launch.
    func registerHandlerIfNeeded() {
        guard !handlerRegistered else { return }
        handlerRegistered = BGTaskScheduler.shared.register(forTaskWithIdentifier: "\(Self.identifierPrefix).*", using: nil) { [jobs] task in
            guard let task = task as? BGContinuedProcessingTask else {
                task.setTaskCompleted(success: false)
                return
            }
            jobs.job(for: task.identifier)?.run(under: task)
        }
        log.info("registered \(Self.identifierPrefix).* -> \(handlerRegistered)")
    }

    func makeRequest(for project: ExportProject) throws -> BGContinuedProcessingTaskRequest {
        let identifier = "\(Self.identifierPrefix).\(project.id.uuidString)"
        let request = BGContinuedProcessingTaskRequest(identifier: identifier,
                                                       title: "Exporting \(project.name)",
                                                       subtitle: "Preparing…")
        // The Metal renderer needs the GPU once the app is in the background.
        request.requiredResources = .gpu
        log.info("supportedResources=\(BGTaskScheduler.supportedResources) requesting=\(request.requiredResources) for \(identifier)")
        return request
    }

    func submit(_ project: ExportProject) throws {
        registerHandlerIfNeeded()
        let request = try makeRequest(for: project)
        try BGTaskScheduler.shared.submit(request)
        log.info("submitted \(request.identifier) strategy=queue")
    }
}
