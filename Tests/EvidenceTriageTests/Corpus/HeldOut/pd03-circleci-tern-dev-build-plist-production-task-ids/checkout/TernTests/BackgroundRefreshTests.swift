import XCTest
import BackgroundTasks
@testable import Tern

final class BackgroundRefreshTests: XCTestCase {
    let identifier = RefreshScheduler.identifier

    func testIdentifierDerivesFromBundle() {
        XCTAssertEqual(identifier, Bundle.main.bundleIdentifier! + ".refresh")
    }

    func testRefreshRequestAccepted() {
        XCTAssertNoThrow(try RefreshScheduler.shared.submit())
    }

    func testSimulatedLaunchRunsRateSync() throws {
        let synced = expectation(description: "exchange-rate sync ran")
        RateSyncJob.onFinishForTesting = { synced.fulfill() }
        try? RefreshScheduler.shared.submit()
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: identifier)
        wait(for: [synced], timeout: 15)
    }
}
