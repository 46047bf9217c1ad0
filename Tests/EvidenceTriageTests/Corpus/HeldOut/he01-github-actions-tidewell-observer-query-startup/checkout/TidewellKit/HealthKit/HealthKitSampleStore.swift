import HealthKit
import os.log

public protocol HKHealthStoreProtocol: AnyObject {
    func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus
    func execute(_ query: HKQuery)
    func stop(_ query: HKQuery)
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping (Bool, Error?) -> Void)
}

open class HealthKitSampleStore {
    public let healthStore: HKHealthStoreProtocol
    public let sampleType: HKSampleType
    private let log = OSLog(subsystem: "app.tidewell.kit", category: "HealthKitSampleStore")
    public var createObserverQuery: (HKSampleType, NSPredicate?, @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, Error?) -> Void) -> HKObserverQuery = { type, predicate, handler in
        HKObserverQuery(sampleType: type, predicate: predicate, updateHandler: handler)
    }

    public init(healthStore: HKHealthStoreProtocol, sampleType: HKSampleType, observationEnabled: Bool) {
        self.healthStore = healthStore
        self.sampleType = sampleType
        if observationEnabled, healthStore.authorizationStatus(for: sampleType) != .notDetermined {
            // Background delivery needs the observer query running from launch on.
            startObserverQuery()
        }
    }

    public func startObserverQuery() {
        let query = createObserverQuery(sampleType, nil) { [weak self] _, completion, error in
            self?.processUpdate(error: error, completion: completion)
        }
        os_log(.default, log: log, "Starting observer query for %{public}@", sampleType.identifier)
        healthStore.execute(query)
        healthStore.enableBackgroundDelivery(for: sampleType, frequency: .immediate) { [log] ok, error in
            os_log(.default, log: log, "enableBackgroundDelivery: %{public}@ %{public}@", String(ok), String(describing: error))
        }
    }

    open func processUpdate(error: Error?, completion: @escaping HKObserverQueryCompletionHandler) {
        completion()
    }
}
