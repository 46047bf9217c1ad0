import BackgroundTasks
import XCTest
@testable import iosApp

final class ReminderRefreshTests: XCTestCase {
  func testRefreshTaskRunsAfterScheduling() throws {
    let launched = expectation(description: "BGAppRefreshTask app.tessellate.refresh launched")
    BackgroundRefreshProbe.shared.onLaunch = { identifier in
      if identifier == "app.tessellate.refresh" { launched.fulfill() }
    }

    try BackgroundRefresh.shared.schedule(earliestBeginSeconds: 60)

    wait(for: [launched], timeout: 120)
  }
}
