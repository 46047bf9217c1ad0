import Foundation
import Testing
@testable import FerrylinkWidgets

struct TripActivityPresenterTests {
    let t0 = Date(timeIntervalSince1970: 1_786_620_000)

    @Test func freshContextShowsArrival() {
        let model = TripActivityPresenter.model(state: .fixture(arrivalMinutes: 3, updatedAt: t0), isStale: false, now: t0)
        #expect(model.headline == "3 min")
    }

    @Test func staleContextShowsLastUpdated() {
        let model = TripActivityPresenter.model(state: .fixture(arrivalMinutes: 3, updatedAt: t0), isStale: true, now: t0.addingTimeInterval(20 * 60))
        #expect(model.headline == "Last update 20 min ago")
    }
}
