import XCTest
@testable import Ferrule

/// Talks to the local test server started by scripts/start-test-server.sh.
final class NetworkTrackerServerTests: XCTestCase {
    private let base = URL(string: "http://localhost:8080")!
    private var tracker: NetworkTracker!

    override func setUpWithError() throws {
        try ensureTestServerIsRunning()
        tracker = NetworkTracker(recorder: InMemorySpanRecorder())
        tracker.enable()
    }

    override func tearDown() {
        tracker.disable()
        super.tearDown()
    }

    func testGETRecordsSpanStatus() async throws {
        let url = base.appendingPathComponent("echo-baggage")
        _ = try await URLSession.shared.data(from: url)
        let span = try XCTUnwrap(tracker.recorder.finishedSpans.last)
        XCTAssertEqual(span.httpStatus, 200)
    }

    func testPOSTRecordsResponseBodySize() async throws {
        var request = URLRequest(url: base.appendingPathComponent("echo"))
        request.httpMethod = "POST"
        request.httpBody = Data(repeating: 0x61, count: 512)
        _ = try await URLSession.shared.data(for: request)
        let span = try XCTUnwrap(tracker.recorder.finishedSpans.last)
        XCTAssertEqual(span.responseBodySize, 512)
    }

    private func ensureTestServerIsRunning() throws {
        let (_, response) = try syncGET(base)
        XCTAssertNotNil(response, "Test server at \(base) is not reachable. Run scripts/start-test-server.sh")
    }
}
