import BackgroundTasks
import Foundation

final class UploadScheduler {
    static let shared = UploadScheduler()
    static let identifier = "com.brambling.survey.upload"

    var onLaunch: (() -> Void)?
    private let recorder = DiagnosticRecorder.shared

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { [weak self] task in
            self?.recorder.record(.launch, Self.identifier, .processing, .succeeded)
            self?.onLaunch?()
            PhotoUploadJob().run(task as! BGProcessingTask)
        }
        recorder.record(.registration, Self.identifier, .processing, ok ? .succeeded : .failed)
    }

    func submit(earliest: Date) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(.submission, Self.identifier, .processing, .succeeded)
        } catch {
            recorder.record(.submission, Self.identifier, .processing, .failed, error: error)
            throw error
        }
    }
}
