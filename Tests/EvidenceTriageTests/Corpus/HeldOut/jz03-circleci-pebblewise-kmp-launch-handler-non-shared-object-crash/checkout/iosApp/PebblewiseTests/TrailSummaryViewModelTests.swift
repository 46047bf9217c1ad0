import XCTest
@testable import Pebblewise

final class TrailSummaryViewModelTests: XCTestCase {
  func testDurationFormatsHoursAndMinutes() {
    let model = TrailSummaryViewModel(distanceMeters: 5_000, duration: 5_400)
    XCTAssertEqual(model.durationText, "1 h 30 min")
  }

  func testDistanceRoundsToOneDecimal() {
    let model = TrailSummaryViewModel(distanceMeters: 12_349, duration: 3_600)
    XCTAssertEqual(model.distanceText, "12.3 km")
  }
}
