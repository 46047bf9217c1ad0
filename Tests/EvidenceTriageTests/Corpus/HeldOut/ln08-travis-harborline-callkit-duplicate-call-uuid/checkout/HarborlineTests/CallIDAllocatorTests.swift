import XCTest
@testable import Harborline

final class CallIDAllocatorTests: XCTestCase {
    func testSamePushMapsToSameUUID() {
        XCTAssertEqual(CallIDAllocator.uuid(caller: "+3110555", pushID: "p1"), CallIDAllocator.uuid(caller: "+3110555", pushID: "p1"))
    }

    func testEachPushGetsDistinctUUID() {
        let first = CallIDAllocator.uuid(caller: "+3110555", pushID: "p1")
        let second = CallIDAllocator.uuid(caller: "+3110555", pushID: "p2")
        XCTAssertNotEqual(first, second, "two calls from one caller share a CallKit UUID")
    }
}
