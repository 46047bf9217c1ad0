import BackgroundTasks
import XCTest
@testable import Driftcast

final class ContinuedTransferTests: XCTestCase {
    private let manager = TransferManager(session: .fixtureServer)

    func testBatchContinuesAfterBackgrounding() async throws {
        let batch = try await manager.startBatch(episodes: .fixtureThree)
        await TestApp.enterBackground()
        let state = await manager.state(of: batch)
        XCTAssertEqual(state, .continuingInBackground, "diagnostics: \(manager.diagnostics.last ?? "-")")
    }

    func testSystemProgressUIShown() async throws {
        let batch = try await manager.startBatch(episodes: .fixtureThree)
        await TestApp.enterBackground()
        XCTAssertTrue(manager.systemProgressVisible(for: batch), "diagnostics: \(manager.diagnostics.last ?? "-")")
    }
}
