import Foundation
import HealthKit

/// Runs when the HKObserverQuery fires: read new samples since the anchor, upload, commit.
final class StepSyncJob {
    private let source: StepSampleSource
    private let uploader: StepUploader
    private let anchors: AnchorStore

    init(source: StepSampleSource, uploader: StepUploader, anchors: AnchorStore) {
        self.source = source; self.uploader = uploader; self.anchors = anchors
    }

    /// `completion` is the HKObserverQuery completion handler; HealthKit backs off if it is never called.
    func handleObserverUpdate(completion: @escaping () -> Void) {
        let (samples, newAnchor) = source.samples(after: anchors.current)
        uploader.upload(samples) { [anchors] result in
            switch result {
            case .success:
                anchors.current = newAnchor
                completion()
            case .failure(let error):
                NSLog("StepSyncJob: upload failed: %@", String(describing: error))
            }
        }
    }
}
