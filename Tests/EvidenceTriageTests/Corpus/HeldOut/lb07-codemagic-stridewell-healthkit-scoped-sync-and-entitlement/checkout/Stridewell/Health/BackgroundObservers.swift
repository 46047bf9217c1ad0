import HealthKit

/// Started from application(_:didFinishLaunchingWithOptions:).
final class BackgroundObservers {
    static let shared = BackgroundObservers()
    private let store = HKHealthStore()
    var onWake: ((HKQuantityTypeIdentifier) -> Void)?

    func start(types: [HKQuantityTypeIdentifier] = [.stepCount, .restingHeartRate]) {
        for id in types {
            let type = HKQuantityType(id)
            store.enableBackgroundDelivery(for: type, frequency: .hourly) { ok, error in
                guard ok else {
                    NSLog("[Health] enableBackgroundDelivery(%@) failed: %@; observer query not started",
                          id.rawValue, error?.localizedDescription ?? "unknown")
                    return
                }
                let q = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, done, _ in
                    self?.onWake?(id); done()
                }
                self.store.execute(q)
            }
        }
    }
}
