//
//  DeepLinkRouterTests.swift
//  TallyhoTests
//

import XCTest
@testable import TallyhoKit

final class DeepLinkRouterTests: XCTestCase {
    private let router = DeepLinkRouter()

    func testRoutesShiftDetail() {
        XCTAssertEqual(router.route(for: "tallyho://shift/8841"), .shiftDetail(id: "8841"))
    }

    func testRoutesUniversalSwapLink() {
        XCTAssertEqual(router.route(for: "https://links.tallyho.app/swap/77"), .swapRequest(id: "77"))
    }

    func testRejectsLinkWithUnescapedSpace() {
        // Pasted from an SMS that wrapped the id: must not open a shift.
        XCTAssertNil(router.route(for: "tallyho://shift/88 41"))
    }

    func testRejectsUnknownScheme() {
        XCTAssertNil(router.route(for: "ftp://shift/8841"))
    }
}
