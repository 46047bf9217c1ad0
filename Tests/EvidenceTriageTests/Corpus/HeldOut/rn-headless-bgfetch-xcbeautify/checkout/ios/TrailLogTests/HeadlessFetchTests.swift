import XCTest
import BackgroundTasks
@testable import TrailLog

final class HeadlessFetchTests: XCTestCase {
  func testHeadlessTaskFiresAfterBackgrounding() throws {
    let fired = expectation(description: "headless fetch event")
    TrailFetch.shared.onHeadlessEvent = { _ in fired.fulfill() }
    try TrailFetch.shared.start(minimumFetchInterval: 15)
    XCUIDevice.shared.press(.home)
    wait(for: [fired], timeout: 45)
  }

  func testSimulatedLaunchDeliversScheduledTask() throws {
    let fired = expectation(description: "scheduleTask com.traillog.offlineTiles")
    TrailFetch.shared.onTask = { id in if id == "com.traillog.offlineTiles" { fired.fulfill() } }
    TrailFetch.shared.registerTiles()
    BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: "com.traillog.offlineTiles")
    wait(for: [fired], timeout: 10)
  }

  func testOfflineTilesTaskRegistered() throws {
    XCTAssertTrue(TrailFetch.shared.registerTiles(), "register(forTaskWithIdentifier:) returned false")
  }
}

final class TileCacheTests: XCTestCase {
  func testEvictionKeepsPinnedRegions() throws {
    let cache = try TileCache.temporary(limitMB: 5)
    try cache.pin(region: "tahoe-rim")
    try cache.fill(megabytes: 12)
    XCTAssertTrue(cache.contains(region: "tahoe-rim"))
  }
}
