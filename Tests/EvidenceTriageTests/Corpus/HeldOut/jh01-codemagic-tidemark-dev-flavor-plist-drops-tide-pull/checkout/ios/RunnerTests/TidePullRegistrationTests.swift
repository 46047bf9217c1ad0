import XCTest
@testable import Runner

final class TidePullRegistrationTests: XCTestCase {
  private var permitted: [String] {
    Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
  }

  func testLegacyRefreshIsPermittedInBuiltInfoPlist() {
    XCTAssertTrue(permitted.contains(LegacyRefresh.identifier))
  }

  func testTidePullIsPermittedInBuiltInfoPlist() {
    XCTAssertTrue(
      permitted.contains(TidePullScheduler.identifier),
      "\(TidePullScheduler.identifier) missing from BGTaskSchedulerPermittedIdentifiers (found: \(permitted))"
    )
  }

  func testFetchBackgroundModeIsDeclared() {
    let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    XCTAssertTrue(modes.contains("fetch"))
  }
}
