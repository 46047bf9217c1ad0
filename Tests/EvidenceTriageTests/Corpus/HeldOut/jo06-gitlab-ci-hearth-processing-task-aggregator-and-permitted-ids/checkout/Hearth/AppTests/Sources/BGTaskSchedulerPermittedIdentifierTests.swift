//
// BGTaskSchedulerPermittedIdentifierTests.swift
// AppTests
//
// As in NHS-COVID-19/AppTests/Sources/BGTaskSchedulerPermittedIdentifierTests.swift:
// reads the identifiers from the built app's Info.plist.
//

import Integration
import XCTest

class BGTaskSchedulerPermittedIdentifiersTests: XCTestCase {

    func testBGTaskSchedulerPermittedIdentifierRetrieval() {
        let bundle = Bundle(for: BackgroundTaskIdentifiers.self)
        let backgroundTaskIdentifiers = BackgroundTaskIdentifiers(in: bundle)
        XCTAssertNotNil(backgroundTaskIdentifiers.all)
        XCTAssertNotNil(backgroundTaskIdentifiers.exposureNotification)
    }
}
