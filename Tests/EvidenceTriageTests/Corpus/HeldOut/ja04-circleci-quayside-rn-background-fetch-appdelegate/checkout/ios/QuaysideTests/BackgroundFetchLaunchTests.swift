import BackgroundTasks
import XCTest
@testable import Quayside

final class BackgroundFetchLaunchTests: XCTestCase {
  override func setUp() {
    setenv("EVIDENCE_TEST_ID", "BackgroundFetchLaunchTests/testSimulatedFetchLaunchDeliversEvent", 1)
  }

  /// Launches the plugin's refresh task through the scheduler's debug entry point and
  /// expects the JS headless handler to record a fetch.
  func testSimulatedFetchLaunchDeliversEvent() {
    let delivered = expectation(forNotification: .init("QSFetchEventDelivered"), object: nil)
    BGTaskScheduler.shared.perform(
      NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: "com.transistorsoft.fetch")
    wait(for: [delivered], timeout: 20)
  }
}
