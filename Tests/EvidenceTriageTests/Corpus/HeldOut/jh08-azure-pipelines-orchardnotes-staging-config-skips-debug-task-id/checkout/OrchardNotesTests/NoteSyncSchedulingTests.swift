import UIKit
import XCTest
@testable import OrchardNotes

final class NoteSyncSchedulingTests: XCTestCase {
  func testSyncRunsAfterAppBackgrounds() {
    let ran = expectation(forNotification: .noteSyncDidRun, object: nil)
    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
    UIApplication.shared.delegate?.applicationDidEnterBackground?(UIApplication.shared)
    wait(for: [ran], timeout: 180)
  }
}
