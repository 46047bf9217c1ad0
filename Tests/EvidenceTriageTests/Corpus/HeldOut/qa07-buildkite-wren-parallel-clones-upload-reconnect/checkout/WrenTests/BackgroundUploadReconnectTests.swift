import XCTest
@testable import Wren

final class BackgroundUploadReconnectTests: XCTestCase {
    func testReconnectedTasksUseConfiguredHost() {
        // Test host relaunched with one pending upload recorded by the previous run (see scheme env WREN_SEED_PENDING).
        let hosts = WRUploadReconnector.restoredUploadURLs().map { $0.host ?? "nil" }
        XCTAssertEqual(hosts, ["uploads.wren.app"])
    }
}
