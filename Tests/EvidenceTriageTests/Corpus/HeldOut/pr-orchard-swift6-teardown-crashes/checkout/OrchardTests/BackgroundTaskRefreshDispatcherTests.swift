//
//  BackgroundTaskRefreshDispatcherTests.swift
//

import XCTest
@testable import Orchard

final class BackgroundTaskRefreshDispatcherTests: XCTestCase {
    func testExpirationResumesContinuationOnce() throws {
        let task = FakeAppRefreshTask(identifier: "com.orchard.browser.catalog.refresh")
        dispatcher.handle(task)
        task.expire()
        XCTAssertEqual(task.completions, [false])
    }

}
