import XCTest
@testable import Ferrylane

final class DeepLinkParserTests: XCTestCase {
    private let parser = DeepLinkParser()

    func testBookingLinkRoutesToBooking() {
        XCTAssertEqual(parser.route(for: "ferrylane://booking/FL7Q2K9A"),
                       .booking(reference: "FL7Q2K9A"))
    }

    func testTimetableCodeIsUppercased() {
        XCTAssertEqual(parser.route(for: "ferrylane://timetable/ard-bro"),
                       .timetable(routeCode: "ARD-BRO"))
    }

    func testOtherSchemesAreIgnored() {
        XCTAssertNil(parser.route(for: "https://ferrylane.example/booking/FL7Q2K9A"))
    }

    func testSurroundingWhitespaceIsTrimmed() {
        XCTAssertNotNil(parser.url(from: "  ferrylane://ticket/88213\n"))
    }

    func testMalformedLinkIsRejected() {
        // Wrapped e-mail links arrive with spaces in them and must not route.
        XCTAssertNil(parser.url(from: "ferrylane://booking/bad link -- no host"), "Malformed links must not route")
    }

    func testUnknownHostHasNoRoute() {
        XCTAssertNil(parser.route(for: "ferrylane://lounge/12"))
    }
}
