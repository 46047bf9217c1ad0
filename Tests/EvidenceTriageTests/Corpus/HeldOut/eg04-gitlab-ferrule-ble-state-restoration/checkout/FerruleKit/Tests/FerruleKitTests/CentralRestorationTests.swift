import CoreBluetoothMock
import XCTest
@testable import FerruleKit

final class CentralRestorationTests: XCTestCase {
    func testRestoredPeripheralsRespectUserDisconnect() {
        let trainer = CBMPeripheralSpec.trainer(identifier: UUID(uuidString: "0B1E6A52-5C5D-4C0B-9B1C-2D4A1F6E7C10")!)
        let strap = CBMPeripheralSpec.heartStrap(identifier: UUID(uuidString: "9E2F1D40-7A1B-4F59-8C55-1F0A9B3C6D21")!)
        CBMCentralManagerMock.simulateStateRestoration = { _ in
            [CBMCentralManagerRestoredStatePeripheralsKey: [trainer, strap]]
        }
        let store = UserDisconnectStore.inMemory()
        store.markDisconnectedByUser(strap.identifier)      // user tapped "Forget" before iOS killed us

        let stack = BluetoothStack(userDisconnected: store, centralFactory: .mock)
        XCTAssertEqual(stack.autoConnect, [trainer.identifier])
    }
}
