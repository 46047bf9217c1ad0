import XCTest
import CoreMotion
@testable import Stride

final class PedometerServiceTests: XCTestCase {
    func testLiveStepCountUpdates() {
        let service = PedometerService()
        let updated = expectation(description: "pedometer delivered steps")
        service.onChange = { updated.fulfill() }
        service.start()
        wait(for: [updated], timeout: 10)
        XCTAssertGreaterThanOrEqual(service.steps, 0)
    }

    func testCadenceFromPedometer() {
        let service = PedometerService()
        let updated = expectation(description: "pedometer delivered cadence")
        service.onChange = { if service.cadence != nil { updated.fulfill() } }
        service.start()
        wait(for: [updated], timeout: 10)
    }
}
