import XCTest
@testable import TamarackField

final class PlotUploadTests: XCTestCase {
    func testUploadQueuedPlots() throws {
        let queue = PlotUploadQueue(store: .inMemory(plots: 40), api: LocalStubUploadAPI())
        let done = expectation(description: "queue drained")
        queue.drain { result in
            XCTAssertEqual(try? result.get(), 40)
            done.fulfill()
        }
        wait(for: [done], timeout: 120)
    }
}
