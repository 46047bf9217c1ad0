import XCTest
import HealthKit
@testable import Harrow

final class HealthObserverEmitterTests: XCTestCase {
    func testStepSampleObserverEmitsOnChange() throws {
        let harness = try TurboModuleHarness(module: "ReactNativeHealthkit")   // bridgeless host, new arch
        let emitted = expectation(description: "onChange emitted for HKQuantityTypeIdentifierStepCount")
        harness.addJSListener("onChange") { body in
            if body["typeIdentifier"] as? String == "HKQuantityTypeIdentifierStepCount" { emitted.fulfill() }
        }
        try harness.call("subscribeToObserverQuery", args: ["HKQuantityTypeIdentifierStepCount"])
        harness.simulateObserverUpdate(for: HKQuantityType(.stepCount))
        wait(for: [emitted], timeout: 5)
    }
}
