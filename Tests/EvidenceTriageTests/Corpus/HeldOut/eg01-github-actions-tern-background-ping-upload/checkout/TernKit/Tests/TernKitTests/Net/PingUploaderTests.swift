import XCTest
@testable import TernKit

final class PingUploaderTests: XCTestCase {
    var uploader: PingUploader!
    var server: LocalPingServer!

    override func setUpWithError() throws {
        server = try LocalPingServer.start()
        uploader = PingUploader(config: .testing(endpoint: server.baseURL))
    }

    override func tearDown() {
        server.stop()
    }

    func testUploadCompletesAfterBackgrounding() throws {
        let finished = expectation(description: "background upload finished")
        uploader.onTaskFinished = { _, error in
            XCTAssertNil(error)
            finished.fulfill()
        }
        _ = try uploader.enqueue(path: "/submit/baseline/1", body: Data(#"{"ping":"baseline"}"#.utf8))
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [finished], timeout: 30) // uploads used to be synchronous dataTasks
        XCTAssertEqual(server.receivedPaths, ["/submit/baseline/1"])
    }

    func testPendingPingsAreUploadedOnFlush() throws {
        let allDone = expectation(description: "three pings uploaded")
        allDone.expectedFulfillmentCount = 3
        uploader.onTaskFinished = { _, _ in allDone.fulfill() }
        for n in 1...3 {
            _ = try uploader.enqueue(path: "/submit/events/\(n)", body: Data(#"{"ping":"events"}"#.utf8))
        }
        wait(for: [allDone], timeout: 20)
        XCTAssertEqual(server.receivedPaths.count, 3)
    }

    func testDateHeaderUsesGMT() {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        XCTAssertEqual(uploader.createDateHeaderValue(date: date), "Mon, 21 Sep 2026 14:13:20 GMT")
    }
}
