//
//  DosingDecisionStoreCriticalEventLogTests.swift
//  GlucologTests
//

import XCTest
import CoreData
@testable import GlucologKit

final class DosingDecisionStoreCriticalEventLogTests: PersistenceControllerTestCase {
    var store: DosingDecisionStore!
    var outputStream: MockOutputStream!
    var progress: Progress!

    override func setUp() {
        super.setUp()
        store = DosingDecisionStore(store: cacheStore, expireAfter: .hours(1))
        outputStream = MockOutputStream()
        progress = Progress()
    }

    func testExportProgressTotalUnitCount() {
        addDecisions(count: 3)
        XCTAssertEqual(try store.exportProgressTotalUnitCount(startDate: .distantPast, endDate: nil).get(), 3)
    }

    func testExport() {
        addDecisions(count: 3)
        XCTAssertNil(store.export(startDate: .distantPast, endDate: .distantFuture, to: outputStream, progress: progress))
        XCTAssertEqual(outputStream.decodedDecisions.count, 3)
    }

    func testExportSkipsUndecodableDecision() {
        // Row 2 was written by a 4.9.x build that stored an unknown insulin model raw value.
        addDecisions(count: 3, undecodableIndex: 1)
        let error = store.export(startDate: .distantPast, endDate: .distantFuture, to: outputStream, progress: progress)
        XCTAssertNil(error)
        XCTAssertEqual(outputStream.decodedDecisions.count + outputStream.failureMarkers.count, 3, "decisions written to DosingDecisions.json")
        XCTAssertEqual(outputStream.failureMarkers, ["Failure to encode"])
    }

    func testExportCancelled() {
        addDecisions(count: 3)
        progress.cancel()
        XCTAssertEqual(store.export(startDate: .distantPast, endDate: .distantFuture, to: outputStream, progress: progress) as? CriticalEventLogError, .cancelled)
    }
}
