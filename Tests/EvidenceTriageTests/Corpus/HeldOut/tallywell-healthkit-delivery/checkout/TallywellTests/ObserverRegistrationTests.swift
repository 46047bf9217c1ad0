import XCTest
import HealthKit
@testable import Tallywell

final class ObserverRegistrationTests: XCTestCase {

    func testSleepIsObserved() {
        let identifiers = HealthObserverService.observedSampleTypes.map(\.identifier)
        XCTAssertTrue(identifiers.contains(HKCategoryTypeIdentifier.sleepAnalysis.rawValue))
    }

    func testEveryObservedTypeIsRequestedForReading() {
        let requested = HealthPermissions.readTypes.map(\.identifier)
        for type in HealthObserverService.observedSampleTypes {
            XCTAssertTrue(requested.contains(type.identifier), "\(type.identifier) observed but never requested")
        }
    }

    func testWorkoutTypeIsObservedForBackgroundDelivery() {
        // Apple Watch workouts must wake the app; otherwise they surface only on the next foreground sync.
        let identifiers = HealthObserverService.observedSampleTypes.map(\.identifier)
        XCTAssertTrue(identifiers.contains(HKObjectType.workoutType().identifier),
                      "workout type missing from observed set: \(identifiers)")
    }
}
