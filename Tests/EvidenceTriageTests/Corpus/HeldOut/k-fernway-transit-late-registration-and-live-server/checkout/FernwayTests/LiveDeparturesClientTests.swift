import XCTest
@testable import Fernway

final class LiveDeparturesClientTests: XCTestCase {
    func testDecodesBoardFixture() throws {
        let board = try JSONDecoder.gtfs.decode(Board.self, from: Fixtures.data("board-westbahnhof"))
        XCTAssertEqual(board.departures.count, 12)
    }

    func testFetchesBoardFromServer() async throws {
        let client = LiveDeparturesClient(baseURL: URL(string: "https://staging-api.fernway.example")!,
                                          session: .shared)
        let board = try await client.board(for: "at:49:1349")
        XCTAssertFalse(board.departures.isEmpty)
    }
}
