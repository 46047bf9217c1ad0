import XCTest
@testable import Oakmoss

final class LocalizedCopyTests: XCTestCase {
    func testGermanTabTitles() {
        let copy = LocalizedCopy(languageCode: "de")
        XCTAssertEqual(copy.string("tab.garden"), "Garten")
        XCTAssertEqual(copy.string("tab.calendar"), "Kalender")
    }

    func testGermanEmptyStateTitle() {
        let copy = LocalizedCopy(languageCode: "de")
        XCTAssertEqual(copy.string("garden.empty.title"), "Noch keine Pflanzen")
    }
}
