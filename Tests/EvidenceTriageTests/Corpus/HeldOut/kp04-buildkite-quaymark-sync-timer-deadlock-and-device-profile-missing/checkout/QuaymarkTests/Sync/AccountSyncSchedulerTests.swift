import XCTest
@testable import Quaymark

final class AccountSyncSchedulerTests: XCTestCase {
    func testSyncUsesRegisteredDeviceID() {
        let registry = DeviceRegistry.preloaded(id: "dev-7Q2")
        let engine = RecordingSyncEngine()
        AccountSyncScheduler(registry: registry, engines: [engine]).syncEngines()
        XCTAssertEqual(engine.deviceIDs, ["dev-7Q2"])
    }

    func testScheduledSyncKeepsMainThreadResponsive() {
        let registry = DeviceRegistry()
        let scheduler = AccountSyncScheduler(registry: registry, engines: [RecordingSyncEngine()])
        scheduler.interval = 0.05
        scheduler.start()

        registry.refreshDeviceList(from: StubDevicesAPI(latency: 0.02))
        scheduler.fireNow()

        let responsive = expectation(description: "main queue still runs blocks")
        DispatchQueue.main.async { responsive.fulfill() }
        wait(for: [responsive], timeout: 2)
    }
}
