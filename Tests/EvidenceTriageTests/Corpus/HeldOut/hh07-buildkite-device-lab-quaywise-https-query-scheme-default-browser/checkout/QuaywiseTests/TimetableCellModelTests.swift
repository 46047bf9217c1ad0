import XCTest
@testable import Quaywise

final class TimetableCellModelTests: XCTestCase {

    private let sailing = Sailing(route: "Aberdeen – Kirkwall", departs: .init(hour: 17, minute: 0),
                                  operatorURL: URL(string: "https://ferries.example/book/aberdeen-kirkwall"))

    func testDepartureTextUses24HourClock() {
        let model = TimetableCellModel(sailing: sailing, linkOpener: LinkOpener(application: .shared))
        XCTAssertEqual(model.departureText, "17:00")
    }

    func testWebsiteButtonEnabledForOperatorLink() {
        let model = TimetableCellModel(sailing: sailing, linkOpener: LinkOpener(application: .shared))
        XCTAssertTrue(model.isWebsiteButtonEnabled)
    }
}
