import Foundation
import HealthKit

/// Runs when HealthKit wakes us for new step samples: reads the delta since the
/// stored anchor and uploads it.
public final class StepSyncJob {
    private let store: HealthStoreReading
    private let uploader: StepUploading
    private let anchors: AnchorStore

    public init(store: HealthStoreReading, uploader: StepUploading, anchors: AnchorStore) {
        self.store = store
        self.uploader = uploader
        self.anchors = anchors
    }

    /// Called from the HKObserverQuery update handler; `completion` must always be called.
    public func handleObserverUpdate(completion: @escaping () -> Void) {
        Task {
            defer { completion() }
            let anchor = anchors.current(for: .stepCount)
            let result = try! await store.anchoredSamples(of: .stepCount, since: anchor)
            guard !result.samples.isEmpty else { return }
            try await uploader.upload(result.samples)
            anchors.commit(result.newAnchor, for: .stepCount)
        }
    }
}
