import XCTest
@testable import Bracken

final class RestoreFlowTests: XCTestCase {
    func testRestoreWithNoPurchasesShowsMessage() async {
        let flow = RestoreFlow(restorer: StubRestorer(activeEntitlements: []))
        await flow.restore()
        XCTAssertEqual(flow.message, "No previous purchases found.")
    }
}
