import XCTest
import Shared
@testable import Rowan

final class OfflineDrainTests: XCTestCase {
    func testDrainDownloadsQueuedPages() async throws {
        let library = FakeOfflineLibrary(queued: 4)
        try await OfflineDrain(library: library, network: .wifi, wifiOnly: true).run()
        XCTAssertEqual(library.downloaded.count, 4)
    }

    /// BGProcessingTaskRequest can only require *some* network, so the
    /// Wi-Fi-only setting has to be enforced by the drain itself.
    func testWifiOnlySkipsCellular() async throws {
        let library = FakeOfflineLibrary(queued: 3)
        try await OfflineDrain(library: library, network: .cellular, wifiOnly: true).run()
        XCTAssertEqual(library.downloaded.count, 0, "pages downloaded on cellular with Wi-Fi only on")
    }
}
