//
//  ReminderListViewModelTests.swift
//  TallyhoTests
//

import XCTest
@testable import Tallyho

final class ReminderListViewModelTests: XCTestCase {
    private var viewModel: ReminderListViewModel!

    override func setUp() async throws {
        viewModel = await ReminderListViewModel(repository: InMemoryHabitRepository.sample())
    }

    func testReloadPublishesRowsAfterDebounce() {
        let reloaded = expectation(description: "rows reloaded")
        let cancellable = viewModel.$rows.dropFirst().sink { rows in
            if rows.count == 3 { reloaded.fulfill() }
        }

        viewModel.scheduleReload() // debounced with DispatchQueue.main.asyncAfter(0.25)

        waitForExpectations(timeout: 2)
        cancellable.cancel()
    }
}
