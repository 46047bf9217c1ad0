import XCTest
@testable import Brambling

final class IssueRefreshTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "IssueRefreshTests/\(name.components(separatedBy: " ").last!.dropLast())", 1)
    }

    /// New issues should land within a minute of the earliest begin date.
    func testRefreshLaunchesWithinOneMinuteOfEarliestBegin() {
        let ran = expectation(forNotification: IssueRefreshJob.didRun, object: nil)
        IssueRefreshJob.shared.schedule(earliest: Date().addingTimeInterval(5))
        wait(for: [ran], timeout: 65)
    }
}
