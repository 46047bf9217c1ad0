import XCTest
@testable import Osprey

private final class StubCore: ChatCoreFetching {
    var arrived = 0
    func fetchPending(timeout: TimeInterval, completion: @escaping (Int) -> Void) { completion(arrived) }
}

final class NotifyHandlerTests: XCTestCase {
    func testCompletionReportsNewDataWhenMessagesArrive() {
        let core = StubCore(); core.arrived = 3
        var result: UIBackgroundFetchResult?
        NotifyHandler(core: core).handleBackgroundPush([:]) { result = $0 }
        XCTAssertEqual(result, .newData)
    }

    func testCompletionReportsNoDataWhenInboxUnchanged() {
        let core = StubCore(); core.arrived = 0
        var result: UIBackgroundFetchResult?
        NotifyHandler(core: core).handleBackgroundPush([:]) { result = $0 }
        XCTAssertEqual(result, .noData)
    }
}
