//
//  PreferencesStoreTests.swift
//  QuillnoteTests
//

import Combine
import XCTest
@testable import Quillnote

final class PreferencesStoreTests: XCTestCase {

    func testReadsInitialValue() {
        let store = PreferencesStore.makeIsolated()
        store.defaults.set("nb-1", forKey: PreferencesStore.Keys.defaultNotebookID)
        XCTAssertEqual(PreferencesStore(defaults: store.defaults).defaultNotebookID, "nb-1")
    }

    func testObservesChangesFromSharedDefaults() {
        let store = PreferencesStore.makeIsolated()
        let changed = expectation(description: "default notebook observed")
        let token = store.$defaultNotebookID.dropFirst().sink { value in
            if value == "nb-7" { changed.fulfill() }
        }
        defer { token.cancel() }

        // Simulates the Share extension writing to the shared suite.
        store.defaults.set("nb-7", forKey: PreferencesStore.Keys.defaultNotebookID)

        wait(for: [changed], timeout: 1)
    }
}
