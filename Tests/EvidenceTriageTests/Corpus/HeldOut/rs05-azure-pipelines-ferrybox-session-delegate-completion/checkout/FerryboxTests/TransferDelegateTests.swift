import XCTest
@testable import Ferrybox

final class TransferDelegateTests: XCTestCase {
    let delegate = TransferSessionDelegate(store: InMemoryTransferStore())
    let session = URLSession(configuration: .ephemeral)

    func testDidReceiveResponseCallsCompletion() {
        var calls = 0
        let task = session.dataTask(with: URL(string: "https://sync.ferrybox.test/v2/manifest")!)
        let response = HTTPURLResponse(url: task.originalRequest!.url!, statusCode: 304, httpVersion: nil, headerFields: nil)!
        delegate.urlSession(session, dataTask: task, didReceive: response) { _ in calls += 1 }
        XCTAssertEqual(calls, 1, "didReceiveResponse completion must always be called")
    }

    func testWillCacheResponseCallsCompletion() {
        var calls = 0
        let task = session.dataTask(with: URL(string: "https://sync.ferrybox.test/v2/manifest")!)
        let cached = CachedURLResponse(response: URLResponse(), data: Data())
        delegate.urlSession(session, dataTask: task, willCacheResponse: cached) { _ in calls += 1 }
        XCTAssertEqual(calls, 1, "willCacheResponse completion must always be called")
    }
}
