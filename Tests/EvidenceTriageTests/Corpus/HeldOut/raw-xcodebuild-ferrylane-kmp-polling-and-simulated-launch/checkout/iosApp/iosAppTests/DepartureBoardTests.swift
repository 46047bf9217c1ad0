import Testing
import shared
@testable import Ferrylane

@Suite struct DepartureBoardTests {
    let timetable = TimetableFixtures.shared.harbourLine7(cancelled: ["07:40"])

    @Test func nextDepartureAfterNow() {
        let board = DepartureBoard(timetable: timetable, now: LocalTimeKt.at(hour: 7, minute: 10))
        #expect(board.next?.time == "07:25")
    }

    @Test func nextDepartureSkipsCancelledSailings() {
        let board = DepartureBoard(timetable: timetable, now: LocalTimeKt.at(hour: 7, minute: 30))
        #expect(board.next?.time == "07:55")
    }
}
