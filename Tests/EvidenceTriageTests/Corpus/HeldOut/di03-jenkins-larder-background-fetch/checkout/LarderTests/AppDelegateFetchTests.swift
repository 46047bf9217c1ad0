import XCTest
@testable import Larder

final class AppDelegateFetchTests: XCTestCase {
    func testPerformFetchCompletesWhenSignedOut() {
        let session = FakeSession(signedIn: false)
        let delegate = AppDelegate(session: session, pantry: InMemoryPantry())
        let done = expectation(description: "fetch completion handler called")
        delegate.application(UIApplication.shared, performFetchWithCompletionHandler: { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        })
        wait(for: [done], timeout: 5)
    }

    func testPerformFetchReportsNewData() {
        let delegate = AppDelegate(session: FakeSession(signedIn: true, changes: 3), pantry: InMemoryPantry())
        let done = expectation(description: "new data")
        delegate.application(UIApplication.shared, performFetchWithCompletionHandler: { result in
            XCTAssertEqual(result, .newData); done.fulfill()
        })
        wait(for: [done], timeout: 5)
    }
}

