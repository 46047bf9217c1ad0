import Testing
@testable import StudyLoop

@Suite("Review scheduler")
struct ReviewSchedulerTests {
    let scheduler = ReviewScheduler(algorithm: .sm2)

    @Test("Good answer grows interval")
    func goodAnswerGrowsInterval() {
        let card = Card(intervalDays: 4, ease: 2.5, repetitions: 3)
        let next = scheduler.schedule(card, answer: .good)
        #expect(next.intervalDays == 10)
    }

    @Test("Hard answer shortens interval")
    func hardAnswerShortensInterval() {
        let card = Card(intervalDays: 4, ease: 2.5, repetitions: 3)
        let next = scheduler.schedule(card, answer: .hard)
        #expect(next.intervalDays < card.intervalDays)
    }
}
