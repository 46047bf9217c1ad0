import XCTest
@testable import Tidewell

final class BackgroundRefreshIntegrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    /// Submits a refresh request and waits for the handler to be invoked.
    func testRefreshHandlerRunsAfterSubmit() throws {
        let invoked = expectation(description: "refresh handler invoked")
        let token = NotificationCenter.default.addObserver(forName: .tideRefreshDidRun, object: nil, queue: .main) { _ in
            invoked.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        try BackgroundRefresh.submit(earliest: Date(timeIntervalSinceNow: 1))

        // The system should pick the request up shortly after earliestBeginDate.
        wait(for: [invoked], timeout: 120)
    }
}
