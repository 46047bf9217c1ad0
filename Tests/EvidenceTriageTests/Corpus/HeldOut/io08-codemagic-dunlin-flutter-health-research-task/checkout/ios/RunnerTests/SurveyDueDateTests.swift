import XCTest
@testable import Runner

final class SurveyDueDateTests: XCTestCase {
  func testDueDateUsesStudyTimeZone() {
    // Study runs on Europe/Copenhagen time; a participant travelling in New York still gets
    // the evening survey due at 21:00 Copenhagen.
    let enrolled = ISO8601DateFormatter().date(from: "2026-12-08T10:00:00Z")!
    let due = SurveySchedule(studyTimeZone: TimeZone(identifier: "Europe/Copenhagen")!)
      .eveningSurveyDue(after: enrolled, deviceTimeZone: TimeZone(identifier: "America/New_York")!)
    XCTAssertEqual(ISO8601DateFormatter().string(from: due), "2026-12-08T20:00:00Z")
  }
}
