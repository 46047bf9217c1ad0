import XCTest
@testable import Voltline

/// iOS 12 fallback path: application(_:performFetchWithCompletionHandler:) still ships for the CarPlay
/// companion. The device lab's `simctl`-less trigger is Xcode's Debug > Simulate Background Fetch via
/// devicectl; the test waits for the app's own "fetch finished" marker.
final class LegacyFetchTests: XCTestCase {
    func testSystemFetchCompletesAndRecordsResult() {
        let finished = expectation(forNotification: .legacyFetchFinished, object: nil)
        LabControl.triggerBackgroundFetch(bundleID: "com.voltline.ios")
        wait(for: [finished], timeout: 60)
    }
}
