import XCTest
import Shared

final class SyncCoordinatorTests: XCTestCase {
    func testDebouncesRapidEdits() {
        let api = FakeIntakeApi()
        let sync = SyncCoordinator(api: api, debounceMillis: 200)
        (0..<5).forEach { sync.onIntakeEdited(ml: Int32(100 * $0)) }
        let flushed = expectation(description: "single upload")
        api.onUpload = { _ in flushed.fulfill() }
        wait(for: [flushed], timeout: 1.0)
        XCTAssertEqual(api.uploadCount, 1)
    }
}
