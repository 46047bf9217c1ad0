import XCTest
@testable import Ringline

final class RecentsViewModelTests: XCTestCase {
    func testGroupsCallsByDay() async throws {
        let store = InMemoryCallStore(seed: .twoDays)
        let model = RecentsViewModel(store: store)
        try await model.load()
        XCTAssertEqual(model.sections.map(\.title), ["Today", "Yesterday"])
    }
}
