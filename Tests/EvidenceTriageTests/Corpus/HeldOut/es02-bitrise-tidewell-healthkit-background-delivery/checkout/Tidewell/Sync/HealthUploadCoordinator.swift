import UIKit

protocol BackgroundTaskRunning {
    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}

extension UIApplication: BackgroundTaskRunning {}

/// Uploads the day's samples to the coach service. Runs from the HealthKit
/// observer callback, so it asks UIKit for extra time to finish the request.
@MainActor
final class HealthUploadCoordinator {
    private let uploader: SampleUploading
    private let runner: BackgroundTaskRunning
    private(set) var lastUploadedAnchor: HealthAnchor?

    init(uploader: SampleUploading, runner: BackgroundTaskRunning = UIApplication.shared) {
        self.uploader = uploader
        self.runner = runner
    }

    func uploadPendingSamples(since anchor: HealthAnchor?) async throws {
        var taskID = UIBackgroundTaskIdentifier.invalid
        taskID = runner.beginBackgroundTask(withName: "Finish Health Upload") { [runner] in
            runner.endBackgroundTask(taskID)
        }

        let batch = try await uploader.collect(since: anchor)
        let receipt = try await uploader.upload(batch)
        lastUploadedAnchor = receipt.anchor

        runner.endBackgroundTask(taskID)
    }
}
