import XCTest
@testable import Runner

final class HighWaterNotificationTests: XCTestCase {
  func testBodyUsesStationLocalTime() {
    let event = TideEvent(type: "high", time: ISO8601DateFormatter().date(from: "2026-07-14T13:32:00Z")!, height: 4.9)
    let body = HighWaterNotification.body(for: event, stationTimeZone: TimeZone(identifier: "Europe/London")!)
    XCTAssertEqual(body, "High water 14:32 (4.9 m)")
  }

  func testTitleNamesStation() {
    XCTAssertEqual(HighWaterNotification.title(station: "Porthmellin"), "Porthmellin tides")
  }
}
