import Capacitor
import XCTest
@testable import App

/// Tests for the vendored copy of @capgo/capacitor-downloader (ios/App/Plugins/CapacitorDownloader),
/// which downloads timetable and ticket PDFs on a background URLSession.
final class DownloaderPluginTests: XCTestCase {
    private var plugin: CapacitorDownloaderPlugin!
    private var bridge: MockBridge!

    override func setUp() {
        super.setUp()
        StubURLProtocol.register(responses: StubFixtures.timetablePDFs(count: 12, bytes: 512 * 1024))
        bridge = MockBridge()
        plugin = CapacitorDownloaderPlugin(bridge: bridge, pluginId: "CapacitorDownloader", pluginName: "CapacitorDownloader")
        plugin.load()
    }

    override func tearDown() {
        plugin.cancelAll()
        StubURLProtocol.reset()
        plugin = nil
        bridge = nil
        super.tearDown()
    }

    func testDownloadReportsCompletedStatus() {
        let done = expectation(description: "download completed")
        bridge.onNotify = { event, data in
            if event == "downloadCompleted", data["id"] as? String == "tt-1" { done.fulfill() }
        }

        plugin.download(CAPPluginCall.stub(["id": "tt-1", "url": StubFixtures.url(for: 1), "destination": "timetables/1.pdf"]))

        wait(for: [done], timeout: 10)
        XCTAssertEqual(plugin.status(of: "tt-1"), .completed)
    }

    /// Twelve timetables are fetched together when the user opens a route for the first time.
    /// Progress callbacks arrive on the session's delegate queue while the bridge keeps adding,
    /// pausing and checking tasks from the main thread.
    func testConcurrentDownloadsTrackEachTask() {
        let ids = (1...12).map { "tt-\($0)" }
        let finished = expectation(description: "all downloads completed")
        finished.expectedFulfillmentCount = ids.count
        bridge.onNotify = { event, _ in
            if event == "downloadCompleted" { finished.fulfill() }
        }

        for (index, id) in ids.enumerated() {
            plugin.download(CAPPluginCall.stub(["id": id, "url": StubFixtures.url(for: index + 1),
                                                "destination": "timetables/\(index + 1).pdf"]))
            _ = plugin.checkStatus(CAPPluginCall.stub(["id": ids[max(0, index - 1)]]))
        }

        wait(for: [finished], timeout: 30)
        XCTAssertEqual(Set(ids.map { plugin.status(of: $0) }), [.completed])
    }

    func testStopRemovesTask() {
        plugin.download(CAPPluginCall.stub(["id": "tt-9", "url": StubFixtures.url(for: 9), "destination": "timetables/9.pdf"]))
        plugin.stop(CAPPluginCall.stub(["id": "tt-9"]))

        XCTAssertNil(plugin.status(of: "tt-9"))
    }
}
