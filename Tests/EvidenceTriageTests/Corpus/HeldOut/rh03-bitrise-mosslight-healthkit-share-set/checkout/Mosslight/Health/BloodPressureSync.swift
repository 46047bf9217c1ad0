import HealthKit

enum BloodPressureSync {
    static let systolic = HKQuantityType(.bloodPressureSystolic)
    static let diastolic = HKQuantityType(.bloodPressureDiastolic)

    /// Everything the app asks to write, also used for `statusForAuthorizationRequest` after a revoke.
    static let allTypes: Set<HKSampleType> = [
        systolic, diastolic,
        HKQuantityType(.heartRate),
        HKCorrelationType(.bloodPressure),
    ]

    static func authorizationPromptAvailable(store: HKHealthStore, completion: @escaping (Bool) -> Void) {
        store.getRequestStatusForAuthorization(toShare: allTypes, read: []) { status, _ in
            completion(status == .shouldRequest)
        }
    }
}
