//
//  SessionStoreTests.swift
//  CampusGridTests
//

import XCTest
@testable import CampusGrid

@MainActor
final class SessionStoreTests: XCTestCase {
    func testLogoutClearsStudentID() {
        let store = SessionStore.fixture(studentID: "b11102035")
        store.logout()
        XCTAssertNil(store.studentID)
    }

    func testLogoutCancelsDebouncedRefreshTasks() {
        let store = SessionStore.fixture(studentID: "b11102035")
        store.scheduleLiveActivityRefresh()
        store.boundaryRefreshTask = Task { try? await Task.sleep(for: .seconds(600)) }

        store.logout()

        XCTAssertTrue(store.pendingRefreshTask == nil && store.boundaryRefreshTask == nil, "debounced refresh tasks still scheduled after logout")
    }
}
