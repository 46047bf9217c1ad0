import Testing
@testable import Quill

@Suite struct SummaryViewModelTests {
    @Test func emptyTranscriptShowsPlaceholder() async {
        let model = SummaryViewModel(transcript: "")
        await model.load()
        #expect(model.placeholder == "Nothing to summarize yet")
    }

    @Test func summaryTrimsWhitespace() async {
        let model = SummaryViewModel(transcript: "  notes  ")
        await model.load()
        #expect(model.summaryText == "notes")
    }
}
