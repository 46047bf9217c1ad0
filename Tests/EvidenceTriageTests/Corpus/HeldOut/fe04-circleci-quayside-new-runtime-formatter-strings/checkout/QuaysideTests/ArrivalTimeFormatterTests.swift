import XCTest
@testable import QuaysideKit

final class ArrivalTimeFormatterTests: XCTestCase {
    private let sut = ArrivalTimeFormatter(timeZone: TimeZone(identifier: "GMT")!, locale: Locale(identifier: "en_US"))
    private let date = Date(timeIntervalSince1970: -31_536_000)   // 1969-01-01 00:00:00 GMT

    func testShortStyle() {
        XCTAssertEqual(sut.string(from: date, style: .short), "1/1/69, 12:00 AM")
    }

    func testLongStyle() {
        XCTAssertEqual(sut.string(from: date, style: .long), "January 1, 1969 at 12:00:00 AM GMT")
    }

    func testFullStyle() {
        XCTAssertEqual(sut.string(from: date, style: .full), "Wednesday, January 1, 1969 at 12:00:00 AM GMT")
    }
}
