import Foundation
import HealthKit

/// Uploads new step samples since the last anchor. Runs from the HealthKit
/// observer (background delivery) and from the nightly BGProcessingTask.
final class StepSyncJob {
    private let source: StepSampleSource
    private let uploader: StepUploading
    private let anchors: AnchorStore

    init(source: StepSampleSource, uploader: StepUploading, anchors: AnchorStore) {
        self.source = source
        self.uploader = uploader
        self.anchors = anchors
    }

    func run() async throws {
        let (samples, newAnchor) = try await source.samples(after: anchors.stepAnchor)
        guard !samples.isEmpty else { return }
        anchors.stepAnchor = newAnchor
        try await uploader.upload(samples)
    }
}
