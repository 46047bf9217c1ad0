import HealthKit

/// Uploads new step samples when an observer query fires.
/// HealthKit stops background delivery after the app fails to call the
/// observer's completion handler three times in a row.
final class ObserverUpdateHandler {
    static let shared = ObserverUpdateHandler()

    private let uploader: StepUploading
    private let anchorStore: AnchorStore

    init(uploader: StepUploading = StepUploader(), anchorStore: AnchorStore = .standard) {
        self.uploader = uploader
        self.anchorStore = anchorStore
    }

    func handleUpdate(error: Error?, completion: @escaping HKObserverQueryCompletionHandler) {
        if let error {
            print("[HealthSync] observer error: \(error.localizedDescription)")
            completion()
            return
        }
        Task {
            do {
                let batch = try await uploader.fetchNewSamples(after: anchorStore.anchor)
                try await uploader.upload(batch)
                anchorStore.anchor = batch.newAnchor
                print("[HealthSync] uploaded \(batch.samples.count) samples")
                completion()
            } catch {
                // Retry on the next delivery.
                print("[HealthSync] upload failed: \(error)")
            }
        }
    }
}
