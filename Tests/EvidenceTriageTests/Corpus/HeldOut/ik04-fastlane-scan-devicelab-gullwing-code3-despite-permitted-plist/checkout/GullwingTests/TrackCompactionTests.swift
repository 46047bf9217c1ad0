import XCTest
@testable import Gullwing

final class TrackCompactionTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testCompactionMergesPointsCloserThanFiveMetres() {
        let track = Track.fixture(points: 1_200, jitterMetres: 2)
        XCTAssertLessThan(TrackCompactor().compact(track).points.count, 400)
    }

    func testCompactionRequestIsAccepted() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil, "device-only")
        let scheduler = BackgroundScheduler(recorder: AppDelegate.recorder)
        XCTAssertNoThrow(try scheduler.scheduleTrackCompaction(), "track-compaction request should be accepted on a device")
    }
}
