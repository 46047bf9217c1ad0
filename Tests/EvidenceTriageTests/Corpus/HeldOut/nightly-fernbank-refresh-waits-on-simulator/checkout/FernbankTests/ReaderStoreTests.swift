//
//  ReaderStoreTests.swift
//

import Testing
import BackgroundTasks
import ComposableArchitecture
@testable import Fernbank

@Suite struct ReaderStoreTests {
    @Test func markAllReadCancelsPendingEffects() async throws {
        let store = TestStore(initialState: Reader.State(unread: 12)) { Reader() }
        await store.send(.markAllReadTapped) { $0.unread = 0 }
        await store.finish(timeout: .seconds(1))
    }

}
