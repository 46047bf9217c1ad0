import BackgroundTasks
import XCTest
@testable import Runner

final class ProcessingConstraintTests: XCTestCase {
  func testChargingConstraintMapsToExternalPower() {
    let request = ProcessingRequestFactory.make(
      identifier: "com.orchardline.app.soil-model",
      constraints: ProcessingConstraints(requiresCharging: true, requiresNetwork: false),
      earliestBegin: nil)

    XCTAssertTrue(request.requiresExternalPower, "requiresCharging must set requiresExternalPower")
    XCTAssertFalse(request.requiresNetworkConnectivity)
  }

  func testIdentifierIsKept() {
    let request = ProcessingRequestFactory.make(
      identifier: "com.orchardline.app.soil-model",
      constraints: ProcessingConstraints(requiresCharging: false, requiresNetwork: false),
      earliestBegin: nil)
    XCTAssertEqual(request.identifier, "com.orchardline.app.soil-model")
  }
}
