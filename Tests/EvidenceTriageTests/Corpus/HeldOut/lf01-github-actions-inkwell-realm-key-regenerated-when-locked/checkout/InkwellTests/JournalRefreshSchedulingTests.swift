import UIKit
import XCTest
@testable import Inkwell

/// End-to-end check that the journal refresh happens soon after the app goes to the background.
final class JournalRefreshSchedulingTests: InkwellTestCase {
    func testRefreshRunsWithin90SecondsOfBackgrounding() {
        let launched = expectation(forNotification: .init("InkwellJournalRefreshLaunched"), object: nil)
        BackgroundTasks.scheduleRefresh(after: 30)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [launched], timeout: 90)
    }
}
