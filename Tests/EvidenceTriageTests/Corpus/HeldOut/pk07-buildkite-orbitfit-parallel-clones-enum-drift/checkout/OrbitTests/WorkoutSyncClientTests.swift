import XCTest
import OHHTTPStubs
import OHHTTPStubsSwift
@testable import OrbitKit

final class WorkoutSyncClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        stub(condition: isHost("staging-api.orbitfit.app") && isPath("/v2/sessions")) { _ in
            fixture(filePath: OHPathForFile("sessions.json", Self.self)!, headers: ["Content-Type": "application/json"])
        }
    }

    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testFetchesCoachNotes() async throws {
        let client = WorkoutSyncClient(baseURL: URL(string: "https://staging-api.orbitfit.app")!)
        let (status, notes) = try await client.coachNotes(for: "athlete-17")
        XCTAssertEqual(status, 200)
        XCTAssertFalse(notes.isEmpty)
    }
}
