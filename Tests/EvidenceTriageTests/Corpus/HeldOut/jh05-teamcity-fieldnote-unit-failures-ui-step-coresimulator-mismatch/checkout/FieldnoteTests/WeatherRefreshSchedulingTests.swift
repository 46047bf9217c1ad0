import BackgroundTasks
import XCTest
@testable import Fieldnote

final class WeatherRefreshSchedulingTests: XCTestCase {
  /// The refresh asks for 60 s; give the system two minutes.
  func testWeatherRefreshRunsWithinTwoMinutes() {
    let ran = expectation(forNotification: .weatherDidRefresh, object: nil)
    WeatherRefresh.schedule()
    wait(for: [ran], timeout: 120)
  }
}
