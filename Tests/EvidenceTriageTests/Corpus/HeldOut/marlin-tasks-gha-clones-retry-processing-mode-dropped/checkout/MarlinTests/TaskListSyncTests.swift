import XCTest
import OHHTTPStubs
import OHHTTPStubsSwift
@testable import Marlin

/// Hosted tests: Marlin.app launches first, then this bundle is injected.
final class TaskListSyncTests: XCTestCase {
    override func setUp() {
        super.setUp()
        stub(condition: isHost("sync.marlin.test")) { _ in
            HTTPStubsResponse(jsonObject: ["tasks": [["id": "t1"], ["id": "t2"]]], statusCode: 200, headers: nil)
        }
    }

    func testSyncPullsStubbedTasks() async throws {
        let tasks = try await AppEnvironment.current.syncClient.pullTasks()
        XCTAssertEqual(tasks.map(\.id), ["t1", "t2"])
    }
}
