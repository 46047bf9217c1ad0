import XCTest
@testable import Runner

final class LogbookExportFormatterTests: XCTestCase {
  func testEntryTimestampUsesHarbourTimeZone() {
    // 08:15 UTC is 07:15 in Ponta Delgada (Atlantic/Azores, UTC-1 in winter).
    let entry = LogbookEntry(vessel: "Maré Alta", at: Date(timeIntervalSince1970: 1_795_853_700),
                             harbourTimeZone: TimeZone(identifier: "Atlantic/Azores")!)
    XCTAssertEqual(LogbookExportFormatter().timeString(for: entry), "07:15")
  }

  func testCsvEscapesCommasInVesselName() {
    let entry = LogbookEntry(vessel: "Rosa, II", at: Date(timeIntervalSince1970: 0),
                             harbourTimeZone: .gmt)
    XCTAssertTrue(LogbookExportFormatter().csvLine(for: entry).hasPrefix("\"Rosa, II\""))
  }
}
