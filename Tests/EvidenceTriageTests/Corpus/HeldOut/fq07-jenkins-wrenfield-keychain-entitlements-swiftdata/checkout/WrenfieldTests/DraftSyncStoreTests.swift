//
//  DraftSyncStoreTests.swift
//  WrenfieldTests
//

import SwiftData
import XCTest
@testable import Wrenfield

@MainActor
final class DraftSyncStoreTests: XCTestCase {

    private var container: ModelContainer!

    override func setUp() async throws {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
        container = try ModelContainer(for: Draft.self, configurations: configuration)
    }

    override func tearDown() async throws {
        container = nil
    }

    func testOlderRemoteEditIsIgnored() async throws {
        let draft = Draft(title: "Grocery list", updatedAt: .now)
        container.mainContext.insert(draft)
        try container.mainContext.save()

        let store = DraftSyncStore(container: container)
        try await store.applyRemoteTitle("Stale title", to: draft.id, at: .distantPast)

        XCTAssertEqual(draft.title, "Grocery list")
    }

    func testEditOnBackgroundContextRefreshesMainContextInstance() async throws {
        // The list holds this instance, registered in mainContext.
        let draft = Draft(title: "Grocery list", updatedAt: Date(timeIntervalSinceNow: -60))
        container.mainContext.insert(draft)
        try container.mainContext.save()

        let store = DraftSyncStore(container: container)
        try await store.applyRemoteTitle("Grocery list (synced)", to: draft.id, at: .now)

        XCTAssertEqual(draft.title, "Grocery list (synced)")
    }
}
