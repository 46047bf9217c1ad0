import HealthKit
@testable import Vitalis

/// Responses captured from HKHealthStore on an iPhone 15 (iOS 18.3) for each sheet choice.
struct RecordedHealthStore: HealthStoring {
    let status: HKAuthorizationStatus
    let requestResult: Bool

    static func scenario(_ name: String) -> RecordedHealthStore {
        switch name {
        case "read-granted": return .init(status: .sharingDenied, requestResult: true)   // read grants are not reported
        case "all-denied":   return .init(status: .sharingDenied, requestResult: true)   // success means the sheet was shown
        default:             return .init(status: .notDetermined, requestResult: true)
        }
    }

    func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { status }
    func requestAuthorization(toShare: Set<HKSampleType>, read: Set<HKObjectType>) async throws -> Bool { requestResult }
}
