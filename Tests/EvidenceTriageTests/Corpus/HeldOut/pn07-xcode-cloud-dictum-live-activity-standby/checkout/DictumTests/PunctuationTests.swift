import Testing
@testable import Dictum

struct PunctuationTests {
    @Test func spokenCommaBecomesSymbol() {
        #expect(Punctuator().apply("first comma second") == "first, second")
    }

    @Test func spokenQuestionMarkEndsSentence() {
        #expect(Punctuator().apply("are you there question mark") == "are you there?")
    }
}
