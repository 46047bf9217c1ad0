import XCTest
@testable import Tidepool

@MainActor
final class PairingFlowTests: XCTestCase {
    func testStartShowsSensorPicker() async throws {
        let coordinator = PairingCoordinator(store: .preview)
        await coordinator.start()
        XCTAssertEqual(coordinator.step, .pickSensor)
    }

    func testConfirmAdvancesToSummary() async throws {
        let coordinator = PairingCoordinator(store: .preview)
        await coordinator.start()
        coordinator.select(.fixture(serial: "TP-4410"))
        await coordinator.confirm()
        XCTAssertEqual(coordinator.step, .summary)
    }

    func testCancelReturnsToSettings() async throws {
        let coordinator = PairingCoordinator(store: .preview)
        await coordinator.start()
        await coordinator.cancel()
        XCTAssertEqual(coordinator.step, .idle)
    }

    func testBackgroundUploadScheduledAfterPairing() async throws {
        let scheduler = RecordingUploadScheduler()
        let coordinator = PairingCoordinator(store: .preview, uploads: scheduler)
        await coordinator.start()
        coordinator.select(.fixture(serial: "TP-4410"))
        await coordinator.confirm()
        XCTAssertEqual(scheduler.submitted, ["org.tidepool.glucose.upload"])
    }
}
