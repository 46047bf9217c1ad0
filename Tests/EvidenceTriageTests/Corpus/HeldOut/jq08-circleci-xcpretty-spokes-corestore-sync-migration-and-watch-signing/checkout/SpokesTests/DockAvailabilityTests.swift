import Combine
import XCTest
@testable import Spokes

final class DockAvailabilityTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    func testStatusChangesPublishedInOrder() {
        let model = DockAvailabilityModel()
        var received: [String] = []
        let published = expectation(description: "status published")
        model.status
            .map(\.rawValue)
            .sink { value in
                received.append(value)
                published.fulfill()
            }
            .store(in: &cancellables)

        wait(for: [published], timeout: 1)
        model.apply(bikesAvailable: 0, capacity: 12)
        model.apply(bikesAvailable: 4, capacity: 12)

        XCTAssertEqual(received, ["available", "empty", "available"])
    }

    func testFullDockReportsFull() {
        let model = DockAvailabilityModel()
        model.apply(bikesAvailable: 12, capacity: 12)
        XCTAssertEqual(model.status.value, .full)
    }
}
