import XCTest
@testable import Moraine
import MoraineShared

final class SensorScanTests: XCTestCase {
    func testScanReturnsNearbyProbes() {
        let scanner = ProbeScanner(central: CentralAdapterKt.makeCentralAdapter())
        scanner.scan()
        let found = expectation(description: "probe discovered")
        ProbeObserver(scanner.probes).onFirst { _ in found.fulfill() }
        wait(for: [found], timeout: 10)
    }
}
