import XCTest
@testable import Pinewick

final class HeadlessSyncTests: XCTestCase {
    func testHeadlessSyncAfterTerminate() throws {
        let host = try HeadlessJSHost.start(bundle: .testBundle, entry: "headlessSync")
        let result = try host.runTask(named: "PinewickSync", payload: ["reason": "terminate"], timeout: 30)
        XCTAssertEqual(result["status"] as? String, "done")
    }
}
