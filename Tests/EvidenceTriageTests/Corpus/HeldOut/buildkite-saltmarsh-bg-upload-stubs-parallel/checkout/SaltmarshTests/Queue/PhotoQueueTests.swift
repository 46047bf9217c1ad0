import XCTest
@testable import Saltmarsh

final class PhotoQueueTests: XCTestCase {
    func testQueueSurvivesRelaunch() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        var queue: PhotoQueue? = try PhotoQueue(directory: dir)
        try queue?.append(.fixture(named: "reedbed-0412"))
        queue = nil
        let reopened = try PhotoQueue(directory: dir)
        XCTAssertEqual(reopened.pending.count, 1)
    }

    func testDequeueOrderIsFIFO() throws {
        let queue = try PhotoQueue(directory: FileManager.default.temporaryDirectory.appendingPathComponent(name))
        try queue.append(.fixture(named: "a"))
        try queue.append(.fixture(named: "b"))
        XCTAssertEqual(queue.next()?.name, "a")
    }
}
