import XCTest
import CoreBluetooth
@testable import Strideband

/// Runs on the lab iPhone next to the HR-2 reference strap (bench 3).
final class StrapPairingTests: XCTestCase {
    private var scanner: StrapScanner!

    override func setUp() {
        super.setUp()
        scanner = StrapScanner(central: CBCentralManager(delegate: nil, queue: .main))
    }

    func testScanDiscoversStrapWithinTenSeconds() {
        let found = expectation(description: "discovered Strideband HR-2")
        scanner.onDiscover = { strap in
            if strap.name == "Strideband HR-2" { found.fulfill() }
        }
        scanner.startScan()
        wait(for: [found], timeout: 10)
    }

    func testReconnectUsesSavedPeripheralIdentifier() {
        let store = InMemoryStrapStore(savedIdentifier: UUID(uuidString: "0C6B0E47-2D9A-4A3E-A0C3-2B8E5B7C1F90")!)
        let plan = ReconnectPlanner(store: store).plan(knownPeripherals: [])
        XCTAssertNotNil(plan.retrieveIdentifier)
    }
}
