import XCTest
@testable import Parcelwise

final class ParcelLabelViewTests: XCTestCase {
    func testShortNameIsUnchanged() {
        XCTAssertEqual(ParcelLabelViewModel(recipient: "Ada Byrne", compartment: "B3").displayName(), "Ada Byrne")
    }

    func testRecipientNameTruncatesWithEllipsis() {
        let vm = ParcelLabelViewModel(recipient: "Dr. Anneliese Vandenberghe-Okonkwo", compartment: "C7")
        XCTAssertEqual(vm.displayName(maxCharacters: 22), "Dr. Anneliese Vandenb…")
    }
}
