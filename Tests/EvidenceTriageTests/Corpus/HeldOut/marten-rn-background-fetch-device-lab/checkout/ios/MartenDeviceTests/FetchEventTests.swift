import XCTest
@testable import Marten

/// Device-lab suite (lab iPhone, unlocked, on Wi-Fi). Drives the
/// react-native-background-fetch native layer directly.
final class FetchEventTests: XCTestCase {
    func testConfigureReportsAvailable() throws {
        let status = try FetchBridge.shared.configure(minimumFetchInterval: 15)
        XCTAssertEqual(status, .available)
    }

    func testFetchEventDeliveredWithin20Minutes() throws {
        let delivered = expectation(description: "onFetch delivered for com.transistorsoft.fetch")
        FetchBridge.shared.onFetch = { taskId in
            if taskId == "com.transistorsoft.fetch" { delivered.fulfill() }
        }
        _ = try FetchBridge.shared.configure(minimumFetchInterval: 15)
        LabHarness.sendAppToBackground()
        wait(for: [delivered], timeout: 20 * 60)
    }
}
