import XCTest
@testable import Pebblewise

final class NightlyCompactionTaskTests: EvidenceTestCase {
  let fixedNow = ISO8601DateFormatter().date(from: "2022-05-17T14:00:00Z")!

  func testSubmitNightlyCompaction() {
    let app = UIApplication.shared.delegate as! AppDelegate
    XCTAssertNoThrow(try app.backgroundTasks.submitNightlyCompaction(now: fixedNow))
  }

  func testCompactionIdentifierIsPermitted() {
    let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
    XCTAssertTrue(permitted?.contains(BackgroundTasks.compactionID) == true)
  }
}
