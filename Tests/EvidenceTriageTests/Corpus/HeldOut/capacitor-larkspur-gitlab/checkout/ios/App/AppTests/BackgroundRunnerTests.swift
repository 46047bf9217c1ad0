import XCTest
import Capacitor
@testable import CapacitorBackgroundRunner

/// Exercises the Background Runner in-process, the way the BGAppRefreshTask
/// launch handler does (BackgroundRunner.execute) and the way the web layer
/// does (dispatchEvent).
final class BackgroundRunnerTests: XCTestCase {
  private var runner: BackgroundRunner { BackgroundRunner.shared }

  func testRunnerConfigLoadsFromCapacitorConfig() throws {
    let config = try XCTUnwrap(runner.config)
    XCTAssertEqual(config.label, "com.larkspur.field.background")
    XCTAssertEqual(config.event, "checkIn")
  }

  func testScheduledCheckInExecutesRunnerScript() throws {
    let config = try XCTUnwrap(runner.config)
    XCTAssertNoThrow(try runner.execute(config: config))
    XCTAssertNotNil(KVStore.shared.string(forKey: "lastCheckIn"))
  }

  func testDispatchEventPassesDetailsToRunner() throws {
    try runner.dispatchEvent(event: "recordBerth", inputArgs: ["berth": "C14"])
    XCTAssertEqual(KVStore.shared.string(forKey: "lastBerth"), "C14")
  }
}
