import XCTest
@testable import Pike

final class DepartureBoardTests: XCTestCase {
    func testLiveBoardMergesDelays() async throws {
        let board = try await DepartureBoard.live(stop: "harbour-east", client: LabAPI.staging)
        XCTAssertFalse(board.rows.isEmpty)
    }
}
