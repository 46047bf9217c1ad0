import XCTest
@testable import Quarry

final class InspectionChecklistTests: XCTestCase {
    func testCompletingLastItemMarksInspectionDone() {
        var checklist = InspectionChecklist(items: ["Berm height", "Face scaling", "Haul road signage"])
        checklist.complete("Berm height")
        checklist.complete("Face scaling")
        checklist.complete("Haul road signage")
        XCTAssertEqual(checklist.status, .done)
    }

    func testSkippedItemKeepsInspectionOpen() {
        var checklist = InspectionChecklist(items: ["Berm height", "Face scaling"])
        checklist.complete("Berm height")
        checklist.skip("Face scaling", reason: "Face not accessible")
        XCTAssertEqual(checklist.status, .needsReview)
    }
}
