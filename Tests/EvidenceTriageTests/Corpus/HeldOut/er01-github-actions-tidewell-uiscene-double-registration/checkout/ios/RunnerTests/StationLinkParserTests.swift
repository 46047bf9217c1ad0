import XCTest
@testable import Runner

final class StationLinkParserTests: XCTestCase {

  func testParsesStationAndDays() throws {
    let link = try XCTUnwrap(StationLinkParser.parse("tidewell://station/PADSTOW?days=3"))
    XCTAssertEqual(link.stationID, "PADSTOW")
    XCTAssertEqual(link.days, 3)
  }

  func testDefaultsToSevenDays() throws {
    let link = try XCTUnwrap(StationLinkParser.parse("tidewell://station/NEWLYN"))
    XCTAssertEqual(link.days, 7)
  }

  func testMalformedLinkIsRejected() {
    // Shared from a chat app that did not escape the station name.
    XCTAssertNil(StationLinkParser.parse("tidewell://station/Port Isaac?days=7"))
  }
}
