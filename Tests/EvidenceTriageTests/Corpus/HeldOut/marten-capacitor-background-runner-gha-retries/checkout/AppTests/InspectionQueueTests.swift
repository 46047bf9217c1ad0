import XCTest
@testable import App

final class InspectionQueueTests: XCTestCase {
    func testPhotosUploadedBeforeReport() {
        let queue = InspectionQueue()
        queue.add(.report(id: "r-12", photoIDs: ["p-1", "p-2"]))
        queue.add(.photo(id: "p-1")); queue.add(.photo(id: "p-2"))
        XCTAssertEqual(queue.drainOrder().map(\.id), ["p-1", "p-2", "r-12"])
    }
}
