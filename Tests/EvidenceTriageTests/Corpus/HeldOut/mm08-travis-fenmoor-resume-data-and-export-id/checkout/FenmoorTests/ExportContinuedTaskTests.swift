import XCTest
@testable import FenmoorKit

final class ExportContinuedTaskTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    func testExportHandlerRegistered() {
        XCTAssertTrue(FenmoorApp.registeredContinuedTasks.contains(ExportContinuedTask.wildcard), "export handler not registered at launch")
    }
}
