import XCTest
@testable import Voxline

final class CallerIDLookupTests: XCTestCase {
    func testUnknownNumberShowsFormattedNumber() {
        let lookup = CallerIDLookup(contacts: ["+4930901820": "Mara Ostrowski"])
        XCTAssertEqual(lookup.displayName(for: "+4930901899"), "+49 30 901899")
    }
}
