import XCTest
@testable import Stillwater

/// Exercises a real background URLSession (nsurlsessiond) against the echo server the CI
/// job starts on localhost:8089 (scripts/echo-server.js). Slow; runs in the nightly and
/// PR "integration" lane only.
final class BackgroundTransferIntegrationTests: XCTestCase {
    private final class Delegate: NSObject, URLSessionTaskDelegate {
        let done: XCTestExpectation
        var error: Error?
        var statusCode: Int?
        init(done: XCTestExpectation) { self.done = done }
        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            self.error = error
            statusCode = (task.response as? HTTPURLResponse)?.statusCode
            done.fulfill()
        }
    }

    func testLargeUploadCompletesViaBackgroundSession() throws {
        let body = FileManager.default.temporaryDirectory.appendingPathComponent("integration-64mb.bin")
        try Data(count: 64 * 1024 * 1024).write(to: body)
        let done = expectation(description: "background upload completed")
        let delegate = Delegate(done: done)
        let config = URLSessionConfiguration.background(withIdentifier: "com.stillwater.app.uploads.integration.\(UUID().uuidString)")
        let session = URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
        var request = URLRequest(url: URL(string: "http://127.0.0.1:8089/upload")!)
        request.httpMethod = "POST"

        session.uploadTask(with: request, fromFile: body).resume()
        wait(for: [done], timeout: 180)

        XCTAssertNil(delegate.error)
        XCTAssertEqual(delegate.statusCode, 201)
        session.invalidateAndCancel()
    }
}
