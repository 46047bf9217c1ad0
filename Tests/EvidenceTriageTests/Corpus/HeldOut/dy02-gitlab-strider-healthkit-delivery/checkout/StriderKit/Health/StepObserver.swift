import Foundation
import HealthKit

/// Keeps Strider's local step history in sync with HealthKit. HealthKit calls the
/// observer's update handler (in the foreground, or after waking the app for
/// background delivery); we then page new samples with an anchored query.
public final class StepObserver {
    private let store: HealthStoreProtocol
    private let anchors: AnchorStore
    private let sink: StepSampleSink
    private let log = StriderLog(category: "health")

    public init(store: HealthStoreProtocol, anchors: AnchorStore, sink: StepSampleSink) {
        self.store = store
        self.anchors = anchors
        self.sink = sink
    }

    public func start() {
        let type = HKQuantityType(.stepCount)
        let query = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, completionHandler, error in
            guard let self else { completionHandler(); return }
            if let error {
                self.log.error("observer error: \(error.localizedDescription)")
                completionHandler()
                return
            }
            self.handleUpdate(completionHandler: completionHandler)
        }
        store.execute(query)
        store.enableBackgroundDelivery(for: type, frequency: .immediate) { [log] success, error in
            log.info("enableBackgroundDelivery stepCount success=\(success) error=\(String(describing: error))")
        }
    }

    /// Must call `completionHandler` exactly once on every path, or HealthKit treats the
    /// delivery as unhandled.
    func handleUpdate(completionHandler: @escaping HKObserverQueryCompletionHandler) {
        store.anchoredSamples(of: HKQuantityType(.stepCount), after: anchors.current(for: .stepCount)) { [weak self] result in
            guard let self else { completionHandler(); return }
            switch result {
            case .failure(let error):
                // Protected data is unavailable while the device is locked; try again on the next delivery.
                self.log.error("anchored query failed: \(error.localizedDescription)")
                return
            case .success(let page):
                self.sink.append(page.samples)
                self.anchors.save(page.newAnchor, for: .stepCount)
                completionHandler()
            }
        }
    }
}
