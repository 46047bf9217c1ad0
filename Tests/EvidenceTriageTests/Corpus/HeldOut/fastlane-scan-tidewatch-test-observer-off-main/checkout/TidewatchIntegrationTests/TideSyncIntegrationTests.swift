import XCTest
@testable import Tidewatch

final class TideSyncIntegrationTests: TidewatchIntegrationTestCase {
    override class var fixtureName: String { "station-9414290" }

    func testSyncFetchesStationPredictions() async throws {
        let sync = TideSync(client: backend.client, store: .inMemory())
        let result = try await sync.refresh(station: "9414290", days: 3)
        XCTAssertEqual(result.predictions.count, 3 * 4)
    }
}
