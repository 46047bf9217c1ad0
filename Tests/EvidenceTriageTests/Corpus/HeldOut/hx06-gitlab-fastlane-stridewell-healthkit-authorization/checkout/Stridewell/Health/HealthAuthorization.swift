import HealthKit

enum HealthAuthorization {
    static let readTypes: Set<HKObjectType> = [HKQuantityType(.stepCount), HKQuantityType(.distanceWalkingRunning)]

    static func request(store: HealthStoring, completion: @escaping (Result<Void, Error>) -> Void) {
        store.requestAuthorization(toShare: [], read: readTypes) { success, error in
            if let error {
                NSLog("[Health] authorization failed: %@", String(describing: error))
                completion(.failure(error))
            } else {
                completion(success ? .success(()) : .failure(HealthError.notGranted))
            }
        }
    }
}
