import XCTest
import HealthKit
@testable import Stridewell

final class HealthAuthorizationTests: XCTestCase {
    let store = HKHealthStore()

    func testReadAuthorizationForSteps() throws {
        let done = expectation(description: "read authorization finished")
        HealthAccess(store: store).requestRead([.stepCount, .distanceWalkingRunning]) { ok, error in
            XCTAssertNil(error)
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }

    func testWriteAuthorizationCompletes() throws {
        let done = expectation(description: "write authorization finished")
        var received: Error?
        HealthAccess(store: store).requestWrite([.workoutType(), .activeEnergyBurned]) { _, error in
            received = error
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertNil(received, "write authorization failed: \(String(describing: received))")
    }
}
