import HealthKit

/// The subset of HKHealthStore that HeartRateSync uses, so tests can fake it.
protocol HealthStoring: AnyObject {
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping (Bool, Error?) -> Void)
    func execute(_ query: HKQuery)
    func newSamples(of type: HKSampleType, after anchor: HKQueryAnchor?,
                    completion: @escaping ([HKSample], HKQueryAnchor?) -> Void)
}

extension HKHealthStore: HealthStoring {
    func newSamples(of type: HKSampleType, after anchor: HKQueryAnchor?,
                    completion: @escaping ([HKSample], HKQueryAnchor?) -> Void) {
        let query = HKAnchoredObjectQuery(type: type, predicate: nil, anchor: anchor, limit: HKObjectQueryNoLimit) { _, added, _, newAnchor, _ in
            completion(added ?? [], newAnchor)
        }
        execute(query)
    }
}
