//
//  HealthKitSampleStore.swift
//  GlimmerKit
//
//  Observes one HealthKit sample type: an HKObserverQuery (with background
//  delivery) signals new data, an HKAnchoredObjectQuery fetches it from the
//  last persisted anchor. Structure follows LoopKit's HealthKitSampleStore.
//

import HealthKit
import os.log

public class HealthKitSampleStore {
    public let healthStore: HKHealthStore
    public let sampleType: HKSampleType
    public let observationStart: Date
    public var observationEnabled: Bool

    /// Test seams (as in LoopKit): replace query construction with mocks.
    var createObserverQuery: (HKSampleType, NSPredicate, @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void) -> HKObserverQuery = { type, predicate, handler in
        HKObserverQuery(sampleType: type, predicate: predicate, updateHandler: handler)
    }
    var testQueryStore: HKSampleQueryTestable?

    private(set) var observerQuery: HKObserverQuery?
    private(set) public var queryAnchor: HKQueryAnchor?
    private let log = OSLog(subsystem: "app.glimmer.kit", category: "HealthKitSampleStore")

    public init(healthStore: HKHealthStore, type: HKSampleType, observationStart: Date, observationEnabled: Bool) {
        self.healthStore = healthStore
        self.sampleType = type
        self.observationStart = observationStart
        self.observationEnabled = observationEnabled

        os_log(.info, log: log, "%{public}@: authorizationRequired=%{public}@ observationEnabled=%{public}@",
               type.identifier, String(describing: authorizationRequired), String(describing: observationEnabled))
        // Queries are created once authorization is known: either here, when the
        // user already answered the prompt, or from authorizationIsDetermined().
    }

    public var authorizationRequired: Bool {
        healthStore.authorizationStatus(for: sampleType) == .notDetermined
    }

    /// Called after the HealthKit authorization prompt resolves.
    public func authorizationIsDetermined() {
        createQuery()
    }

    func createQuery() {
        guard observationEnabled, observerQuery == nil else { return }
        let predicate = HKQuery.predicateForSamples(withStart: observationStart, end: nil)
        let query = createObserverQuery(sampleType, predicate) { [weak self] query, completion, error in
            self?.observerQueryUpdateHandler(query: query, completionHandler: completion, error: error)
        }
        observerQuery = query
        healthStore.execute(query)
        healthStore.enableBackgroundDelivery(for: sampleType, frequency: .immediate) { [log, sampleType] success, error in
            os_log(.info, log: log, "enableBackgroundDelivery %{public}@: %{public}@ %{public}@",
                   sampleType.identifier, String(describing: success), String(describing: error))
        }
    }

    private func observerQueryUpdateHandler(query: HKObserverQuery, completionHandler: @escaping HKObserverQueryCompletionHandler, error: Error?) {
        os_log(.debug, log: log, "%{public}@ notified with changes", sampleType.identifier)
        fetchNewSamples(completion: completionHandler)
    }

    private func fetchNewSamples(completion: @escaping () -> Void) {
        // Anchored query from `queryAnchor`; persists the new anchor, then
        // calls `completion` so HealthKit knows the background delivery was
        // handled.
        completion()
    }
}
