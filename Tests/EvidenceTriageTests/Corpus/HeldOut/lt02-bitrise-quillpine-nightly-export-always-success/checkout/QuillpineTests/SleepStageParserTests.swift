import XCTest
@testable import Quillpine

final class SleepStageParserTests: XCTestCase {
    func testParsesDeepAndCoreSegments() throws {
        let segments = try SleepStageParser.parse(Fixtures.csv("night-2026-11-12"))
        XCTAssertEqual(segments.filter { $0.stage == .deep }.count, 4)
    }

    func testParsesREMSegmentsAcrossMidnight() throws {
        let segments = try SleepStageParser.parse(Fixtures.csv("night-crossing-midnight"))
        let rem = segments.filter { $0.stage == .rem }
        XCTAssertEqual(rem.count, 3)
        XCTAssertEqual(rem.last?.start, Fixtures.date("2026-11-13T00:41:00+01:00"))
    }
}
