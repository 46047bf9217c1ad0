import XCTest
@testable import ThistleDevTools

final class SimulatorInventoryTests: XCTestCase {
    func testListsAvailableSimulators() throws {
        let sims = try SimctlInventory(timeout: 30).availableDevices()
        XCTAssertFalse(sims.isEmpty)
    }
}
