import XCTest
import CoreBluetooth
@testable import Kiln

/// Runs in the app host on the Simulator against the real CoreBluetooth.
final class RestorationIntegrationTests: XCTestCase {
    func testWillRestoreStateCalledOnLaunch() {
        let called = expectation(description: "centralManager(_:willRestoreState:)")
        let central = KilnCentral()
        central.onRestore = { _ in called.fulfill() }
        let manager = CBCentralManager(delegate: central, queue: nil,
                                       options: [CBCentralManagerOptionRestoreIdentifierKey: KilnCentral.restoreIdentifier])
        wait(for: [called], timeout: 10)
        withExtendedLifetime(manager) {}
    }
}
