import HealthKit
import XCTest
@testable import Stridekeep

/// When HealthKit wakes the app in the background, observer queries must be set up
/// as part of application launch or the new samples are never delivered.
final class BackgroundLaunchTests: XCTestCase {
    func testRefreshTaskRegisteredAtLaunch() {
        let delegate = AppDelegate()
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
        XCTAssertTrue(Diagnostics.registered("com.stridekeep.app.goal-refresh"))
    }

    func testHealthObserversRegisteredBeforeLaunchReturns() {
        GoalStore.shared.cache([.fixture(slug: "steps", metric: .stepCount), .fixture(slug: "move", metric: .activeEnergy)])
        ServerStub.goalsResponseDelay = 5  // slow network on a background launch
        let delegate = AppDelegate()
        _ = delegate.application(.shared, didFinishLaunchingWithOptions: [:])
        XCTAssertEqual(delegate.health.registeredTypes,
                       ["HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierActiveEnergyBurned"],
                       "observer queries must be registered during launch, not after the goals list loads")
    }
}
