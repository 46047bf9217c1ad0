import XCTest
@testable import Shoebox

final class UploadTaskDelegateTests: XCTestCase {
    private let session = URLSession(configuration: .ephemeral)

    func testResolvesWithStatusCode() throws {
        let result = try runUpload(stub: .init(status: 201, chunks: [#"{"assetId":"a-42"}"#]))
        XCTAssertEqual(result["status"] as? Int, 201)
    }

    func testResponseBodyCollected() throws {
        let result = try runUpload(stub: .init(status: 201, chunks: [#"{"assetId":"#, #""a-42"}"#]))
        XCTAssertEqual(result["body"] as? String, #"{"assetId":"a-42"}"#)
    }

    func testProgressReportsTotalBytesSent() {
        var events: [[String: Any]] = []
        let delegate = SBSessionUploadTaskDelegate(resolve: { _ in }, reject: { _, _, _ in }, progress: { events.append($0) })
        let task = session.uploadTask(with: URLRequest(url: URL(string: "https://uploads.shoebox.test/v2/assets")!), from: Data())
        delegate.urlSession(session, task: task, didSendBodyData: 65_536, totalBytesSent: 65_536, totalBytesExpectedToSend: 196_608)
        delegate.urlSession(session, task: task, didSendBodyData: 65_536, totalBytesSent: 131_072, totalBytesExpectedToSend: 196_608)
        delegate.urlSession(session, task: task, didSendBodyData: 65_536, totalBytesSent: 196_608, totalBytesExpectedToSend: 196_608)
        XCTAssertEqual(events.last?["totalBytesSent"] as? Int64, 196_608)
    }
}
