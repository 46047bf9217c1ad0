//
//  StopSearchKIFTests.swift
//  LarkspurKIFTests
//

import KIF
import XCTest
@testable import Larkspur

final class StopSearchKIFTests: KIFTestCase {

    override func beforeEach() {
        TestRouter.showStopSearch()
    }

    func testSearchFieldFiltersStops() {
        tester().waitForView(withAccessibilityLabel: "Search stops")
        tester().enterText("ferry", intoViewWithAccessibilityLabel: "Search stops")
        tester().waitForView(withAccessibilityLabel: "Larkspur Ferry Terminal")
        tester().waitForAbsenceOfView(withAccessibilityLabel: "Alder & 3rd")
    }

    func testClearButtonRestoresFullList() {
        tester().enterText("alder", intoViewWithAccessibilityLabel: "Search stops")
        tester().tapView(withAccessibilityLabel: "Clear text")
        tester().waitForView(withAccessibilityLabel: "Larkspur Ferry Terminal")
    }
}
