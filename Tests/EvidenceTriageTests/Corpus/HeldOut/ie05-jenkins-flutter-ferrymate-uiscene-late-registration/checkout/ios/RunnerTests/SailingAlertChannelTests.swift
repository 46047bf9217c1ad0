import XCTest

final class SailingAlertChannelTests: XCTestCase {
  func testDecodesDelayMinutes() {
    let alert = SailingAlertChannel.decode(["route": "Rosshaven–Inishmaan", "delay": 1500])
    XCTAssertEqual(alert?.delayMinutes, 25)
  }

  func testRejectsMissingRoute() {
    XCTAssertNil(SailingAlertChannel.decode(["delay": 60]))
  }
}
