//
//  URLBarUITests.swift
//

import XCTest
@testable import Brightwater

final class URLBarUITests: XCTestCase {
    func testTypeCityInSearchBar() throws {
        let app = XCUIApplication()
        app.launch()
        let field = app.searchFields["citySearch"]
        field.tap()
        field.typeText("Reykjavik")
    }

}
