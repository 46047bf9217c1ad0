//
//  BylineFormatterTests.swift
//  GazetteTests
//

import XCTest
@testable import GazetteKit

final class BylineFormatterTests: XCTestCase {
    func testJoinsTwoAuthors() {
        XCTAssertEqual(BylineFormatter().byline(for: ["Aoife Byrne", "Tomás Reilly"]), "By Aoife Byrne and Tomás Reilly")
    }

    func testJoinsThreeAuthorsWithSerialComma() {
        XCTAssertEqual(BylineFormatter().byline(for: ["Aoife Byrne", "Tomás Reilly", "Niamh Kerr"]),
                       "By Aoife Byrne, Tomás Reilly, and Niamh Kerr")
    }
}
