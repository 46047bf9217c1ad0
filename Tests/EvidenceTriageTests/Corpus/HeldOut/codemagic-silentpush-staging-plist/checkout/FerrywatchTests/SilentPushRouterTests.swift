import XCTest
@testable import Ferrywatch

final class SilentPushRouterTests: XCTestCase {
    private var sync: SpySailingSync!
    private var router: SilentPushRouter!

    override func setUp() {
        sync = SpySailingSync()
        router = SilentPushRouter(capabilities: .fromMainBundle(), sync: sync)
    }

    func testAlertPushNotRoutedToSync() async {
        let result = await router.handle(["aps": ["alert": "Ferry delayed"]])
        XCTAssertEqual(result, .noData)
        XCTAssertEqual(sync.runs, 0)
    }

    func testContentAvailablePushRoutedToSync() async {
        let result = await router.handle(["aps": ["content-available": 1], "route": "sailings"])
        XCTAssertEqual(sync.runs, 1, "content-available push should trigger one sailing sync")
        XCTAssertEqual(result, .newData)
    }
}
