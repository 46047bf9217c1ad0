import HealthKit
@testable import StrideLedger

final class FakeHealthStore: HealthStoring {
    private(set) var executed: [HKQuery] = []
    private(set) var stopped: [HKQuery] = []
    private(set) var backgroundDeliveryRequests: [(HKObjectType, HKUpdateFrequency)] = []

    func execute(_ query: HKQuery) { executed.append(query) }
    func stop(_ query: HKQuery) { stopped.append(query) }
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                  withCompletion completion: @escaping (Bool, Error?) -> Void) {
        backgroundDeliveryRequests.append((type, frequency))
        completion(true, nil)
    }
}
