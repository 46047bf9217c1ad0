import HealthKit
import Foundation

enum SyncError: Error, Equatable {
    case noSampleOfQueriedType(String)
    case backgroundDeliveryFailed(String)
}

/// Keeps the server copy of heart-rate samples current, including while the
/// app is in the background (HKObserverQuery + background delivery).
final class HeartRateSync {
    static let heartRate = HKQuantityType(.heartRate)

    private let store: HealthStoring
    private let uploader: SampleUploading
    private var anchor: HKQueryAnchor?
    private(set) var lastError: SyncError?
    private(set) var uploadedCount = 0
    var onSynced: (() -> Void)?

    init(store: HealthStoring, uploader: SampleUploading) {
        self.store = store
        self.uploader = uploader
    }

    func start() {
        store.enableBackgroundDelivery(for: Self.heartRate, frequency: .hourly) { [weak self] ok, error in
            if !ok {
                NSLog("[HealthSync] enableBackgroundDelivery(%@, hourly) failed: %@",
                      Self.heartRate.identifier, String(describing: error))
                self?.lastError = .backgroundDeliveryFailed(String(describing: error))
            }
        }
        let observer = HKObserverQuery(sampleType: Self.heartRate, predicate: nil) { [weak self] _, completion, error in
            guard error == nil else { completion(); return }
            self?.observerFired(completion: completion)
        }
        store.execute(observer)
    }

    /// Called by HKObserverQuery's update handler.
    func observerFired(completion: @escaping HKObserverQueryCompletionHandler) {
        store.newSamples(of: Self.heartRate, after: anchor) { [weak self] samples, newAnchor in
            guard let self else { completion(); return }
            do {
                try SampleBatchValidator.validate(samples, queried: Self.heartRate)
                self.anchor = newAnchor
                self.uploader.upload(samples)
                self.uploadedCount += samples.count
                self.onSynced?()
            } catch let error as SyncError {
                NSLog("[HealthSync] background query for %@ returned %d samples; expected at least one of the queried type",
                      Self.heartRate.identifier, samples.count)
                self.lastError = error
            } catch {}
            completion()
        }
    }
}

enum SampleBatchValidator {
    /// Guards against HealthKit handing us samples of a type we did not query.
    static func validate(_ samples: [HKSample], queried type: HKSampleType) throws {
        guard samples.contains(where: { $0.sampleType == type }) else {
            throw SyncError.noSampleOfQueriedType(type.identifier)
        }
    }
}
