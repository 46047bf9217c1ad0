import XCTest
@testable import Shiftboard

final class ClockInSyncTests: XCTestCase {
    func testAcceptedClockIn() async throws {
        let sync = ClockInSync(api: StubClockInAPI(response: .success(())))
        let result = try await sync.submit(.fixture(shiftID: "S-10"))
        XCTAssertEqual(result, .accepted)
    }

    func testConflictIsReportedOnce() async throws {
        let sync = ClockInSync(api: StubClockInAPI(response: .failure(ClockInAPI.Conflict(serverShiftID: "S-11b"))))
        let result = try await sync.submit(.fixture(shiftID: "S-11"))
        XCTAssertEqual(result, .conflict(serverShiftID: "S-11b"))
    }
}
