import XCTest
@testable import Trailmark

final class ElevationLabelTests: XCTestCase {
  func testGainUsesFeetWhenUnitsSettingIsImperial() {
    let defaults = UserDefaults(suiteName: "ElevationLabelTests")!
    defaults.set("imperial", forKey: "units")
    XCTAssertEqual(ElevationLabel.gain(meters: 312, defaults: defaults), "+1,024 ft")
  }

  func testGainUsesMetersWhenUnitsSettingIsMetric() {
    let defaults = UserDefaults(suiteName: "ElevationLabelTests")!
    defaults.set("metric", forKey: "units")
    XCTAssertEqual(ElevationLabel.gain(meters: 312, defaults: defaults), "+312 m")
  }
}
