import XCTest
@testable import Almanac

final class DigestPrefetchTaskTests: XCTestCase {
  func testPrefetchHandlerIsRegisteredAtLaunch() {
    // AppDelegate registers both background tasks in didFinishLaunching.
    XCTAssertTrue(DigestPrefetchTask.isRegistered, "digest-prefetch launch handler was not registered")
  }
}
