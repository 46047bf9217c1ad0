import XCTest
@testable import Ferrymead

final class TimetableDiffTests: XCTestCase {

    func testDetectsCancelledSailing() async throws {
        let store = TimetableStore.inMemory()
        try await store.replace(with: .fixture("friday-full"))
        let diff = try await store.replace(with: .fixture("friday-1530-cancelled"))
        XCTAssertEqual(diff.cancelled.map(\.departure), ["15:30"])
    }
}
