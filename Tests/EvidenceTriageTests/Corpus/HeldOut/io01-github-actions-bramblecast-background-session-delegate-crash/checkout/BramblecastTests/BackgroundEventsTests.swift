import XCTest
import UIKit
@testable import Bramblecast

final class BackgroundEventsTests: XCTestCase {
    override func tearDown() {
        BackgroundEventsStore.shared.reset()
        super.tearDown()
    }

    func testParkedHandlerIsKeptUntilEventsFinish() {
        BackgroundEventsStore.shared.park({}, for: "com.bramblecast.downloads.acct-42")
        XCTAssertEqual(BackgroundEventsStore.shared.pendingIdentifiers, ["com.bramblecast.downloads.acct-42"])
    }

    func testStoredCompletionHandlerRunsAfterFinishEvents() {
        let delegate = AppDelegate()
        let identifier = "com.bramblecast.downloads.acct-42"
        var called = false
        delegate.application(UIApplication.shared, handleEventsForBackgroundURLSession: identifier) { called = true }

        let session = URLSession(configuration: .background(withIdentifier: identifier + ".probe"))
        delegate.downloads?.urlSessionDidFinishEvents(forBackgroundURLSession: session)
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))

        XCTAssertTrue(called, "UIKit's background completion handler was never called for \(identifier)")
        session.invalidateAndCancel()
    }
}
