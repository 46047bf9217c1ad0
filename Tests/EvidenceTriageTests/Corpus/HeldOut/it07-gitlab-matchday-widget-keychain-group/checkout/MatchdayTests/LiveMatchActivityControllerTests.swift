import XCTest
@testable import Matchday

final class LiveMatchActivityControllerTests: XCTestCase {
    private var client: FakeActivityClient!
    private var controller: LiveMatchActivityController!

    override func setUp() {
        super.setUp()
        client = FakeActivityClient()
        controller = LiveMatchActivityController(client: client)
    }

    func testKickoffStartsActivity() throws {
        try controller.apply(.fixture(phase: "1H", minute: 1))
        XCTAssertEqual(client.started.count, 1)
    }

    func testFullTimeEndsActivity() throws {
        try controller.apply(.fixture(phase: "1H", minute: 1))
        try controller.apply(.fixture(phase: "FT", minute: 90, score: (2, 1)))
        XCTAssertEqual(client.ended.count, 1, "the Live Activity must end at the final whistle")
        XCTAssertEqual(client.ended.first?.finalState.scoreline, "2–1")
    }
}
