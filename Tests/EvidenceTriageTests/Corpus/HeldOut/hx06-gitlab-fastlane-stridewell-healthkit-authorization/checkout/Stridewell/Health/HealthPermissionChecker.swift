import HealthKit

protocol HealthStoring {
    func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus
    func requestAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>,
                              completion: @escaping (Bool, Error?) -> Void)
}
extension HKHealthStore: HealthStoring {
    func requestAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>,
                              completion: @escaping (Bool, Error?) -> Void) {
        requestAuthorization(toShare: toShare, read: read, completion: completion)
    }
}

/// Decides whether the Today screen shows "Step access is off" with a link
/// to the Health app's settings.
struct HealthPermissionChecker {
    let store: HealthStoring
    let stepType = HKQuantityType(.stepCount)

    var shouldShowStepAccessBanner: Bool {
        // Stridewell only reads steps.
        store.authorizationStatus(for: stepType) == .sharingDenied
    }
}
