//
//  LibraryFilterTests.swift
//

import XCTest
@testable import Saltmarsh

final class LibraryFilterTests: XCTestCase {
    func testDefaultFilterShowsAllZims() async throws {
        let vm = LibraryViewModel(defaults: .standard, catalog: .fixture(zims: 5))
        XCTAssertEqual(vm.visibleItems.count, 5)
    }

}
