import Testing
@testable import Pellwick

@Suite struct ReadingTimeTests {
    @Test func estimatesShortPiece() {
        #expect(ReadingTime(words: 900).minutes == 4)
    }

    @Test func estimatesLongformMinutes() {
        #expect(ReadingTime(words: 11_750).minutes == 47)
    }
}
