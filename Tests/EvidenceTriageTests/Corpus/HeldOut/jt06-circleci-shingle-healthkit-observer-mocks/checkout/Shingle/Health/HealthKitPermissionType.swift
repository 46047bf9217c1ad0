import HealthKit

enum HealthKitPermissionType: CaseIterable {
    case activitySummaryType, stepCountType, workoutType

    var objectType: HKObjectType {
        switch self {
        case .activitySummaryType: return .activitySummaryType()
        case .stepCountType: return HKQuantityType(.stepCount)
        case .workoutType: return .workoutType()
        }
    }
}
