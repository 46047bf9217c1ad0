import CoreBluetooth
import XCTest
@testable import Pulsewise

final class StrapRestorationTests: XCTestCase {
    func testRelaunchRestoresConnectedStrap() {
        let central = StrapCentral(restoring: true)
        let ready = expectation(description: "central ready")
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { ready.fulfill() }
        wait(for: [ready], timeout: 5)
        XCTAssertNotNil(central.central)
    }
}
