import HealthKit

/// Receives HKObserverQuery callbacks (registered in didFinishLaunching) and hands
/// new samples to the sync queue.
final class BackgroundDeliveryManager {
    private let queue: SyncQueue
    private let uploader: Uploader
    private(set) var pendingEvents: [HealthSample] = []
    var listener: (([HealthSample]) -> Void)?

    init(queue: SyncQueue, uploader: Uploader) {
        self.queue = queue
        self.uploader = uploader
    }

    func observerFired(for type: HKSampleType, newSamples: [HealthSample], completion: @escaping () -> Void) async {
        // Tell HealthKit we handled the update before anything else happens.
        completion()
        if let listener {
            listener(newSamples)
        } else {
            pendingEvents.append(contentsOf: newSamples)   // nothing drains this on a cold background launch
        }
        Task { try? await uploader.upload(newSamples) }
    }
}
