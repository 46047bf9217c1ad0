//
//  TabManagerTests.swift
//

import Testing
@testable import Brambleton

@Suite struct TabManagerTests {
    @Test func restoresTabsAfterRelaunch() async throws {
        let manager = TabManager(store: .sharedTestStore)
        manager.restore()
        #expect(manager.tabs.count == 2)
    }

}
