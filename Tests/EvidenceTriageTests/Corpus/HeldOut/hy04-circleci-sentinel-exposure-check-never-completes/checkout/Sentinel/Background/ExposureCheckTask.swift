import BackgroundTasks
import Foundation

/// What the handler needs from a BGTask; BGProcessingTask conforms, tests use a fake.
protocol BackgroundTaskType: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}
extension BGProcessingTask: BackgroundTaskType {}

/// Runs exposure detection from the `exposure-check` BGProcessingTask.
final class ExposureCheckTask {
    static let identifier = "com.sentinelhealth.app.exposure-check"

    private let transactionFactory: () -> ExposureDetectionTransaction
    private let scheduler: ExposureCheckScheduler

    init(transactionFactory: @escaping () -> ExposureDetectionTransaction,
         scheduler: ExposureCheckScheduler) {
        self.transactionFactory = transactionFactory
        self.scheduler = scheduler
    }

    func handle(_ task: BackgroundTaskType) {
        DiagnosticsRecorder.shared.record(Self.identifier, kind: .processing, phase: .launch, outcome: .succeeded)
        let transaction = transactionFactory()

        task.expirationHandler = {
            DiagnosticsRecorder.shared.record(Self.identifier, kind: .processing, phase: .expiration, outcome: .cancelled)
            transaction.cancel()
        }

        // The transaction reports completion through NotificationCenter
        // (.exposureDetectionDidFinish); the risk screen listens for it.
        transaction.start()
        scheduler.scheduleNextCheck()
    }
}
