import XCTest
@testable import Runner

final class DownloadStatusTests: XCTestCase {
    private let mapper = DownloadStatusMapper()

    private func finishedTask(statusCode: Int) -> URLSessionTask {
        let url = URL(string: "https://feeds.marrow.fm/episodes/8812.mp3")!
        let response = HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil)!
        return StubDownloadTask(response: response)
    }

    func testCompletedDownloadReportsComplete() {
        let task = finishedTask(statusCode: 200)
        XCTAssertEqual(mapper.status(for: task, error: nil), .complete)
    }

    func testCancelledDownloadReportsCanceled() {
        let task = finishedTask(statusCode: 200)
        XCTAssertEqual(mapper.status(for: task, error: URLError(.cancelled)), .canceled)
    }

    func testTransportErrorReportsFailed() {
        let task = finishedTask(statusCode: 200)
        XCTAssertEqual(mapper.status(for: task, error: URLError(.networkConnectionLost)), .failed)
    }

    func testUnauthorizedDownloadReportsFailed() {
        // Premium feed with an expired token: the server answers 401 with an
        // HTML body, and URLSession reports no error.
        let task = finishedTask(statusCode: 401)
        let status = mapper.status(for: task, error: nil)

        XCTAssertEqual(status, .failed, "a 401 response must end the task as failed")
    }
}

private final class StubDownloadTask: URLSessionDownloadTask {
    private let stubResponse: URLResponse
    init(response: URLResponse) { self.stubResponse = response }
    override var response: URLResponse? { stubResponse }
}
