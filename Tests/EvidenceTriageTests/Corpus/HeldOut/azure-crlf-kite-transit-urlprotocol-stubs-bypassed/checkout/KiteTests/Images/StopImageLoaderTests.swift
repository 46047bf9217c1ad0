import XCTest
@testable import Kite

@MainActor
final class StopImageLoaderTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(NetworkDelayProtocol.self)
        NetworkDelayProtocol.delay = 2.0
    }

    override func tearDown() {
        URLProtocol.unregisterClass(NetworkDelayProtocol.self)
        super.tearDown()
    }

    func testShowsPlaceholderWhileSlow() async throws {
        let model = StopImageModel(loader: StopImageLoader.shared, url: URL(string: "https://img.kite.test/stops/4401.jpg")!)
        model.load()
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertEqual(model.state, .placeholder, "image request should still be in flight after 300 ms")
    }
}
