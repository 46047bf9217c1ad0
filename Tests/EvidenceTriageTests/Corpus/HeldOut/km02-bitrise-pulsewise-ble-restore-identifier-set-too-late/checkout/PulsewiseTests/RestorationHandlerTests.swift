import XCTest
@testable import Pulsewise

private final class FakePeripheral: PeripheralRepresenting {
    let identifier = UUID()
    let isConnected: Bool
    init(connected: Bool) { isConnected = connected }
}

final class RestorationHandlerTests: XCTestCase {
    func testConnectedStrapIsKept() {
        let handler = RestorationHandler()
        let strap = FakePeripheral(connected: true)
        handler.restore([strap])
        XCTAssertNotNil(handler.knownStraps[strap.identifier])
    }

    func testRestoredPeripheralsAreReadopted() {
        let handler = RestorationHandler()
        let connecting = FakePeripheral(connected: false)
        handler.restore([connecting])
        XCTAssertEqual(handler.autoReconnect.count, 1, "restored strap should be re-adopted for reconnects")
    }
}
