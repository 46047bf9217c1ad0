//
//  LibraryTracerTests.swift
//  SandpiperTests
//

import XCTest
@testable import Sandpiper

final class LibraryTracerTests: XCTestCase {

    private var tracer: LibraryTracer!

    override func setUp() {
        super.setUp()
        tracer = LibraryTracer(clock: .init(), sink: InMemoryMetricsSink())
    }

    func testFinishedOpenRecordsDuration() {
        let span = tracer.beginOpen(bookID: "b-1")
        tracer.finish(span)
        XCTAssertEqual(tracer.sink.measurements.count, 1)
    }

    func testCancelledOpenRecordsNothing() {
        let span = tracer.beginOpen(bookID: "b-2")
        tracer.cancel(span)
        XCTAssertTrue(tracer.sink.measurements.isEmpty)
    }

    func testConcurrentOpensRecordOneMeasurement() {
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "tracer.test", attributes: .concurrent)
        for index in 0..<64 {
            group.enter()
            queue.async {
                let span = self.tracer.beginOpen(bookID: "same-book")
                if index.isMultiple(of: 2) { self.tracer.finish(span) } else { self.tracer.cancel(span) }
                group.leave()
            }
        }
        group.wait()
        XCTAssertEqual(tracer.sink.measurements.count, 1, "only the first finished open of a book is measured")
    }
}
