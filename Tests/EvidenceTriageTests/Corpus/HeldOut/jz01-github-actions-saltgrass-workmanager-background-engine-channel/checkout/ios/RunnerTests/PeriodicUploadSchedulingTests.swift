import UIKit
import XCTest
@testable import Runner

final class PeriodicUploadSchedulingTests: EvidenceTestCase {
  func testPeriodicUploadRunsAfterBackgrounding() throws {
    TestFixtures.seedReadingQueue(count: 2)
    TestFixtures.storeUploadToken("fixture-token")
    let scheduled = expectation(description: "periodic upload scheduled from Dart")
    TestFixtures.invokeDart("scheduleUploads") { _ in scheduled.fulfill() }
    wait(for: [scheduled], timeout: 10)

    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

    // workmanager asks for an earliest begin of 60 s; give iOS two minutes.
    let drained = expectation(description: "iOS ran the periodic upload")
    TestFixtures.onQueueDrained { drained.fulfill() }
    wait(for: [drained], timeout: 120)
  }
}
