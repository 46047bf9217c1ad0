import XCTest
@testable import App

final class StandingsViewModelTests: XCTestCase {
    private func table(_ results: [MatchResult]) -> StandingsViewModel {
        StandingsViewModel(results: results, rules: .leagueDefault)
    }

    func testPointsForWinDrawLoss() {
        let vm = table([.init(home: "TRN", away: "OSP", homeGoals: 2, awayGoals: 1)])
        XCTAssertEqual(vm.rows.map(\.points), [3, 0])
    }

    func testGoalDifferenceBreaksTie() {
        let vm = table([
            .init(home: "TRN", away: "KIT", homeGoals: 3, awayGoals: 0),
            .init(home: "OSP", away: "KIT", homeGoals: 1, awayGoals: 0),
        ])
        XCTAssertEqual(vm.rows.prefix(2).map(\.team), ["TRN", "OSP"])
    }

    func testHeadToHeadBreaksGoalDifferenceTie() async {
        let vm = table([
            .init(home: "TRN", away: "OSP", homeGoals: 1, awayGoals: 0),
            .init(home: "OSP", away: "KIT", homeGoals: 2, awayGoals: 0),
            .init(home: "KIT", away: "TRN", homeGoals: 1, awayGoals: 0),
        ])
        // rows are recomputed on a detached task when results change
        await vm.waitUntilSorted()
        XCTAssertEqual(vm.rows.prefix(2).map(\.team), ["TRN", "OSP"])
    }
}
