import BackgroundTasks
import Foundation
import UIKit

/// Schedules the nightly Suggest ingest as a BGProcessingTask.
/// The ingest is behind the `suggestIngest` feature flag.
final class BackgroundSuggestIngestUtility {
    static let taskIdentifier = "com.larchapps.reader.suggest.ingest"

    private let scheduler: BGTaskScheduler
    private let flags: FeatureFlagProviding
    private let ingester: SuggestIngesting
    private let log: DiagnosticRecorder
    private var observer: NSObjectProtocol?

    init(scheduler: BGTaskScheduler = .shared,
         flags: FeatureFlagProviding,
         ingester: SuggestIngesting,
         log: DiagnosticRecorder = .shared) {
        self.scheduler = scheduler
        self.flags = flags
        self.ingester = ingester
        self.log = log
    }

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func setUp() {
        guard flags.isEnabled(.suggestIngest) else {
            Logger.suggest.info("flag suggestIngest=false at launch; skipping ingest setUp")
            return
        }
        let registered = scheduler.register(forTaskWithIdentifier: Self.taskIdentifier, using: nil) { [weak self] task in
            self?.handle(task as! BGProcessingTask)
        }
        log.record(identifier: Self.taskIdentifier, kind: .processing, phase: .registration,
                   outcome: registered ? .succeeded : .failed)
    }

    /// Observes backgrounding; the flag can be switched on by a remote experiment after launch.
    func startObservingBackgrounding(center: NotificationCenter = .default) {
        observer = center.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                      object: nil, queue: nil) { [weak self] _ in
            self?.scheduleIngestIfEnabled()
        }
    }

    func scheduleIngestIfEnabled() {
        guard flags.isEnabled(.suggestIngest) else { return }
        submitBackgroundTaskRequest()
    }

    private func submitBackgroundTaskRequest() {
        Logger.suggest.info("scheduling BGProcessingTaskRequest \(Self.taskIdentifier, privacy: .public)")
        let request = BGProcessingTaskRequest(identifier: Self.taskIdentifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try scheduler.submit(request)
            log.record(identifier: Self.taskIdentifier, kind: .processing, phase: .submission, outcome: .succeeded)
        } catch {
            log.record(identifier: Self.taskIdentifier, kind: .processing, phase: .submission, outcome: .failed,
                       errorType: "\(error)")
        }
    }

    private func handle(_ task: BGProcessingTask) {
        let work = Task {
            do {
                try await ingester.ingest()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
