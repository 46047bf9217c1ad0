//
//  ReminderAuthorizationTests.swift
//  TallyhoTests
//

import XCTest
@testable import Tallyho

@MainActor
final class ReminderAuthorizationTests: XCTestCase {
    private var store: ReminderPreferencesStore!

    override func setUp() async throws {
        store = ReminderPreferencesStore(defaults: UserDefaults(suiteName: "ReminderAuthorizationTests")!)
        store.reset()
    }

    func testStatusStartsUnknown() {
        let authorizer = ReminderAuthorizer(store: store)
        XCTAssertEqual(authorizer.status, .unknown)
    }

    func testRequestAuthorizationRecordsPromptDate() {
        let authorizer = ReminderAuthorizer(store: store)
        let answered = expectation(description: "authorization answered")

        authorizer.requestAuthorization {
            answered.fulfill()
        }

        wait(for: [answered], timeout: 5)
        XCTAssertNotNil(store.lastPromptDate)
        XCTAssertNotEqual(authorizer.status, .unknown)
    }
}
