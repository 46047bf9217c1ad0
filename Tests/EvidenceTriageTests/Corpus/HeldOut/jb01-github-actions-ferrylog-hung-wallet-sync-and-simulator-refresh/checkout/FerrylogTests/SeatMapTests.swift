import Testing
@testable import Ferrylog

@Suite struct SeatMapTests {
    let map = SeatMap.fixture(rows: 12, accessibleRows: [3, 9])

    @Test func windowSeatsAreFlagged() {
        #expect(map.seats.filter(\.isWindow).count == 24)
    }

    @Test func accessibleSeatsListedFirst() {
        let ordered = map.orderedSeats(for: .accessible)
        #expect(ordered.first?.isAccessible == true)
    }
}
