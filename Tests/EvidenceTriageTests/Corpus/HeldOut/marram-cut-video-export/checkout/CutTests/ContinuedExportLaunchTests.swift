//
//  ContinuedExportLaunchTests.swift
//  CutTests
//
//  Integration test for the iOS 26 continued-processing export path.
//

import BackgroundTasks
import XCTest
@testable import Cut

@available(iOS 26.0, *)
final class ContinuedExportLaunchTests: XCTestCase {
    func testExportHandlerStartsWithinFiveSeconds() throws {
        let exporter = ContinuedExportController(recorder: .shared)
        let started = expectation(description: "continued export launch handler ran")
        exporter.onLaunch = { _ in started.fulfill() }

        // Registers the concrete identifier, then submits with .fail strategy.
        let identifier = try exporter.beginExport(projectID: "PRJ-5521", title: "Exporting “Harbour cut”")
        XCTAssertTrue(identifier.hasPrefix(BackgroundTaskRegistry.exportPrefix))

        wait(for: [started], timeout: 5)
    }
}
