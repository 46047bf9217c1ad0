import CoreBluetoothMock
import XCTest
@testable import Tessel

final class SensorReconnectTests: XCTestCase {
    private let sensor = CBMPeripheralSpec
        .simulatePeripheral(identifier: UUID(uuidString: "5E0B7C12-9A34-4D86-B1F2-0C7A3E9D4B68")!, proximity: .near)
        .advertising(advertisementData: [CBMAdvertisementDataLocalNameKey: "Tessel G7"], withInterval: 0.25)
        .connectable(name: "Tessel G7", services: [.sensor], delegate: SensorSpecDelegate())
        .build()

    override func setUp() {
        super.setUp()
        CBMCentralManagerMock.simulateInitialState(.poweredOn)
        CBMCentralManagerMock.simulatePeripherals([sensor])
    }

    override func tearDown() {
        CBMCentralManagerMock.tearDownSimulation()
        super.tearDown()
    }

    func testRestoredConnectingPeripheralReconnects() {
        // The app was killed while a connection to the sensor was pending.
        sensor.simulateRestoration(state: .connecting, withIdentifier: SensorCentral.restoreIdentifier)
        let central = SensorCentral(forceMock: true)
        let connected = expectation(description: "restored sensor connects")
        central.onConnect = { _ in connected.fulfill() }
        wait(for: [connected], timeout: 10)
    }

    func testRestoredConnectedPeripheralIsConnectedLocally() {
        // Connected to the system when the app was relaunched: the app must still connect locally.
        sensor.simulateRestoration(state: .connected, withIdentifier: SensorCentral.restoreIdentifier)
        let central = SensorCentral(forceMock: true)
        let connected = expectation(description: "local connect")
        central.onConnect = { _ in connected.fulfill() }
        let result = XCTWaiter.wait(for: [connected], timeout: 10)
        XCTAssertEqual(result, .completed, "restored sensor was never connected locally (restored: \(central.restoredPeripherals.count), connected: \(central.connected.count))")
    }

    func testFreshLaunchScansForSensor() {
        let central = SensorCentral(forceMock: true)
        let connected = expectation(description: "connects after scan")
        central.onConnect = { _ in connected.fulfill() }
        (central.central as? CBMCentralManagerMock)?.simulateDiscoveryConnect(sensor)
        wait(for: [connected], timeout: 10)
    }
}
