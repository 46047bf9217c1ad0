import XCTest
@testable import Pellworth

final class TimetableCacheRefreshJobTests: XCTestCase {
    func testRefreshKeepsOldTimetableOnDecodeError() async throws {
        let cache = TimetableCache(inMemory: .fixture(version: 41))
        let job = TimetableRefreshJob(api: StubTimetableAPI(body: "{ truncated"), cache: cache)
        _ = try? await job.run()
        XCTAssertEqual(cache.current?.version, 41, "an injected decode error must not lose the cached timetable")
    }
}
