import EvidenceCore

/// Which console lines the log reader keeps: those that say a console signal — a phrase of one
/// (`SignalCatalog.consoleMarkers`, one byte search for all), or two words with a name or a path between
/// (`Signal.Span`: `Fixture bundle com.example.AppTests not found`), whose first word the search finds
/// and the span then confirms.
struct ConsoleLineFilter: Sendable {
    private let phrases: MarkerSet
    private let spanStarts: MarkerSet
    private let spans: [Signal.Span]

    init(phrases: [String], spans: [Signal.Span]) {
        self.phrases = MarkerSet(phrases.map { Array($0.utf8) })
        spanStarts = MarkerSet(spans.map { Array($0.first.utf8) })
        self.spans = spans
    }

    func matchesAPhrase(_ line: LogLine) -> Bool { phrases.matches(line) }

    func matches(_ line: LogLine) -> Bool {
        if phrases.matches(line) { return true }
        guard !spans.isEmpty, spanStarts.matches(line) else { return false }
        return spans.contains { $0.matches(line) }
    }
}
