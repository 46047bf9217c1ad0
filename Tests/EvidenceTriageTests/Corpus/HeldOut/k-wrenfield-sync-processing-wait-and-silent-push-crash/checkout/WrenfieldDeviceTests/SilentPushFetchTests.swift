import XCTest

final class SilentPushFetchTests: XCTestCase {
    func testSilentPushCompletesFetch() throws {
        let completed = expectation(description: "fetch completion called")
        let delegate = UIApplication.shared.delegate as! AppDelegate
        delegate.application(.shared, didReceiveRemoteNotification: Fixtures.silentPush("inbox-changed")) { result in
            XCTAssertEqual(result, .newData)
            completed.fulfill()
        }
        wait(for: [completed], timeout: 30)
    }
}
