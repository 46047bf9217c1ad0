import XCTest
import CoreBluetoothMock
@testable import Hearth

final class MockScaleSessionTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // Expected to route ScaleCentral through the mock...
        CBMCentralManagerMock.simulatePeripherals([MockScale.s2])
        CBMCentralManagerMock.simulateInitialState(.poweredOn)
        ScaleCentral.forceMock = true
    }

    func testMockPeripheralConnectsAndStreamsWeight() throws {
        // ...but ScaleCentral.shared was created during app launch, before setUp ran.
        let central = ScaleCentral.shared
        let session = try central.connect(model: "Hearth S2 (mock)", timeout: 5)
        let readings = try session.collect(count: 3, timeout: 5)
        XCTAssertEqual(readings.map(\.kilograms), [72.4, 72.4, 72.3])
    }
}
