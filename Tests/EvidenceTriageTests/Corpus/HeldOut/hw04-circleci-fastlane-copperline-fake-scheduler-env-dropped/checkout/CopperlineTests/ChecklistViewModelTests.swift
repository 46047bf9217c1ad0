import XCTest
@testable import Copperline

final class ChecklistViewModelTests: XCTestCase {
    func testToggleMarksItemDone() {
        let model = ChecklistViewModel(items: [ChecklistItem(title: "Isolate supply", isDone: false)])
        model.toggle("Isolate supply")
        XCTAssertTrue(model.items[0].isDone)
    }

    func testCompletedItemsSinkToBottom() {
        let model = ChecklistViewModel(items: [
            ChecklistItem(title: "Isolate supply", isDone: false),
            ChecklistItem(title: "Test for dead", isDone: false),
            ChecklistItem(title: "Photograph meter", isDone: false),
        ])

        model.toggle("Isolate supply")

        XCTAssertEqual(model.items.map(\.title), ["Test for dead", "Photograph meter", "Isolate supply"])
    }
}
