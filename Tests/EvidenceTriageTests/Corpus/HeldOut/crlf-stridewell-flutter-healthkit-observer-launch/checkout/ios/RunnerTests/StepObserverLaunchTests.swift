import HealthKit
import XCTest
@testable import Runner

/// Stridewell syncs steps with health_kit_reporter. HealthKit relaunches a
/// terminated app for background delivery only if the observer queries are
/// registered again before application(_:didFinishLaunchingWithOptions:) returns.
/// LaunchProbe records what AppDelegate did during that launch.
final class StepObserverLaunchTests: XCTestCase {
    func testObserverRegisteredBeforeLaunchFinishes() {
        let probe = LaunchProbe.shared
        XCTAssertTrue(probe.didFinishLaunching)
        XCTAssertTrue(probe.observerTypesAtLaunch.contains(HKQuantityTypeIdentifier.stepCount.rawValue), "step observer must be registered in didFinishLaunchingWithOptions, not from the Dart isolate")
    }

    func testBackgroundDeliveryEnabledForSteps() {
        let enabled = expectation(description: "enableBackgroundDelivery completion")
        HealthBackgroundSetup.enableSteps(frequency: .hourly) { success, error in
            XCTAssertTrue(success, "enableBackgroundDelivery failed: \(String(describing: error))")
            enabled.fulfill()
        }
        wait(for: [enabled], timeout: 5)
    }
}
