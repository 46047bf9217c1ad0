import XCTest
@testable import Larkspur

final class HabitRefreshJobTests: XCTestCase {
    func testRefreshWritesHandoffFileForWidget() async throws {
        let job = HabitRefreshJob(api: StubHabitAPI(habits: .fixture(count: 4)), clock: FixedClock("2026-11-27T06:00:00Z"))

        try await job.run()

        let handoff = try XCTUnwrap(AppGroup.containerURL).appendingPathComponent("Widget/handoff.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: handoff.path))
    }
}
