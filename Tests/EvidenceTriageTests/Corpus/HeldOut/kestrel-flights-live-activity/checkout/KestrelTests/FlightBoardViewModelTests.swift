//
//  FlightBoardViewModelTests.swift
//  KestrelTests
//

import Combine
import XCTest
@testable import Kestrel

final class FlightBoardViewModelTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    func testDelayedFlightShowsNewGate() {
        let feed = FakeFlightStatusFeed()
        let viewModel = FlightBoardViewModel(feed: feed, scheduler: DispatchQueue.main)
        let updated = expectation(description: "row updated")

        viewModel.$rows.dropFirst().sink { _ in updated.fulfill() }.store(in: &cancellables)
        feed.send(.init(flight: "KS 418", status: .delayed(minutes: 15), gate: "C4"))
        wait(for: [updated], timeout: 1)

        XCTAssertEqual(viewModel.rows.first?.gate, "C4")
    }

    func testCancelledFlightIsSortedLast() {
        let feed = FakeFlightStatusFeed(initial: [.init(flight: "KS 101", status: .cancelled, gate: nil),
                                                 .init(flight: "KS 418", status: .onTime, gate: "B12")])
        let viewModel = FlightBoardViewModel(feed: feed, scheduler: ImmediateScheduler.shared)
        XCTAssertEqual(viewModel.rows.map(\.flight), ["KS 418", "KS 101"])
    }
}
