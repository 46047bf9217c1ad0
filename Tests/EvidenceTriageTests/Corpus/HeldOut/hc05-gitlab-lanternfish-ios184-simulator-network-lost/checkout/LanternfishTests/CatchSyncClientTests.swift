import XCTest
@testable import LanternfishKit

final class CatchSyncClientTests: XCTestCase {
    private var server: StubServer!

    override func setUpWithError() throws {
        server = try StubServer()
        server.stub("/v2/catches", json: #"{"accepted":2}"#)
        server.start()
    }
    override func tearDown() { server.stop() }

    func testUploadsPendingCatches() async throws {
        let client = CatchSyncClient(baseURL: server.baseURL, session: .shared)
        let accepted = try await client.upload([.fixture(species: "Pollack"), .fixture(species: "Bass")])
        XCTAssertEqual(accepted, 2)
    }
}
