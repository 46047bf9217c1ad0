import Testing
@testable import Tallowmere

@Suite struct ChecklistScoringTests {
    @Test func partialCreditRounded() {
        let score = ChecklistScore(items: [.pass, .pass, .partial, .fail])
        #expect(score.percent == 63)
    }

    @Test func emptyChecklistScoresZero() {
        #expect(ChecklistScore(items: []).percent == 0)
    }
}
