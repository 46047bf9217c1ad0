import HealthKit

/// Seam over HKHealthStore so the observer registry can be tested with a fake.
protocol HealthStoring: AnyObject {
    func execute(_ query: HKQuery)
    func stop(_ query: HKQuery)
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping (Bool, Error?) -> Void)
}

extension HKHealthStore: HealthStoring {}
