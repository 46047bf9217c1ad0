import XCTest
@testable import Wrenfold

final class SilentPushHandlerTests: XCTestCase {
    func testEachSilentPushCompletesItsOwnHandler() {
        let handler = SilentPushSyncHandler(sync: ImmediateSync())
        var first: UIBackgroundFetchResult?
        var second: UIBackgroundFetchResult?
        handler.didReceive(.fixtureSilent(id: "p1")) { first = $0 }
        handler.didReceive(.fixtureSilent(id: "p2")) { second = $0 }
        XCTAssertEqual(first, .newData)
        XCTAssertEqual(second, .newData)
    }
}
