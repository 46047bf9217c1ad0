import XCTest
@testable import Runner

final class SleepSessionMergerTests: XCTestCase {
    func testMergeKeepsLongestOverlap() {
        let a = SleepSession(start: .at("21:10"), end: .at("23:40"), source: .watch)
        let b = SleepSession(start: .at("21:30"), end: .at("00:15", nextDay: true), source: .manual)
        let merged = SleepSessionMerger().merge([a, b])
        XCTAssertEqual(merged.map(\.durationMinutes), [185])
    }
}
