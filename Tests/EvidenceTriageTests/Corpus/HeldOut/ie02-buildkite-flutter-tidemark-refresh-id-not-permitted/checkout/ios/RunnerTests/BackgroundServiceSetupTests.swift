import BackgroundTasks
import XCTest
@testable import Runner

final class BackgroundServiceSetupTests: XCTestCase {
  func testRefreshIdentifierIsPermitted() {
    let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    XCTAssertTrue(permitted.contains(TideRefresh.identifier),
                  "\(TideRefresh.identifier) is not in BGTaskSchedulerPermittedIdentifiers \(permitted)")
  }

  func testFetchModeDeclared() {
    let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    XCTAssertTrue(modes.contains("fetch"))
  }

  func testAppRefreshRequestIsAccepted() {
    // Runs on the device lab iPhone: the Simulator always answers Code=1.
    let error = TideRefresh.schedule()
    XCTAssertNil(error, "app refresh request rejected")
  }
}
