import Combine
import XCTest
@testable import Kestrel

@MainActor
final class TripHistoryViewModelTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    func testEmptyStateWhenNoTrips() async {
        let model = TripHistoryViewModel(store: .inMemory(trips: []), api: .failing)
        await model.load()
        XCTAssertTrue(model.showsEmptyState)
    }

    func testGroupsTripsByDay() async {
        let model = TripHistoryViewModel(store: .inMemory(trips: .fixtureWeek), api: .failing)
        await model.load()
        XCTAssertEqual(model.sections.count, 5)
    }

    func testLoadsCachedTripsFirst() {
        let cached = expectation(description: "cached trips published")
        let model = TripHistoryViewModel(store: .inMemory(trips: .fixtureWeek),
                                         api: .delayed(by: .seconds(5), trips: []))
        model.$sections
            .dropFirst()
            .first()
            .sink { sections in
                XCTAssertEqual(sections.count, 5)
                cached.fulfill()
            }
            .store(in: &cancellables)

        Task { await model.load() }

        // The cache read goes through a background context and hops back to the
        // main actor; 2 s is generous locally.


        // (see #2217)
        wait(for: [cached], timeout: 2)
    }
}
