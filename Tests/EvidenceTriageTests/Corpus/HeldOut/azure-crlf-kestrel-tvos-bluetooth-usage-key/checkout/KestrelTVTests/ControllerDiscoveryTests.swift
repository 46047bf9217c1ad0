import XCTest
import CoreBluetooth
@testable import KestrelTV

final class ControllerDiscoveryTests: XCTestCase {
    func testStartScanPublishesState() {
        let discovery = ControllerDiscovery()
        let exp = expectation(description: "state published")
        let token = discovery.onStateChange { _ in exp.fulfill() }
        discovery.startScan()
        wait(for: [exp], timeout: 5)
        token.cancel()
    }
}
