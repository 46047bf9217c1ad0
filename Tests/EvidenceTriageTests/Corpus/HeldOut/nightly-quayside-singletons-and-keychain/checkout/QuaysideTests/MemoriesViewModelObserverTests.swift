//
//  MemoriesViewModelObserverTests.swift
//

import XCTest
@testable import Quayside

final class MemoriesViewModelObserverTests: XCTestCase {
    func testObservesNewMemories() async throws {
        let vm = MemoriesViewModel(storage: MemoryStorage.shared, auth: AuthState.shared)
        try await MemoryStorage.shared.insert(.fixture(title: "harbour walk"))
        XCTAssertEqual(vm.memories.map(\.title), ["harbour walk"])
    }

}
