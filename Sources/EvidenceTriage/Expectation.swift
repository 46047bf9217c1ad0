import EvidenceCore
import EvidenceReaders
import Foundation

/// What the failing test expected, read once from its messages, its name and its lines: whether it
/// waited (how, how long), whether for the system, and whether a test double stood in for the OS.
/// The rules read the timeline of the task against this.
package struct Expectation: Sendable {
    /// How the test waited.
    package struct Wait: Sendable {
        /// `timed out waiting for it`, `slept a fixed time for it`, `ran for 60 seconds, a fixed wait`.
        package var how: String
        package var seconds: Double?
        package var evidence: EvidencePointer?
    }

    /// The test waited: an expectation timeout, a sleep, or a run as long as a round timeout.
    package var wait: Wait?
    /// The timed-out wait, when what it awaited is the system's doing (its words, or the test's name,
    /// say so) and the failure is about background work: a wait for the OS to launch a task.
    package var systemWait: FailureContext.Text?
    /// The test double that stood in for the OS's scheduler or clock, where the evidence names one.
    package var double: FailureContext.Text?
    /// The line of the test's code that delivers a system event to the app itself (`SignalVocabulary.systemEventDeliveries`).
    package var deliversSystemEvent: EvidencePointer?

    init() {}

    init(_ context: FailureContext) {
        wait = Self.wait(context)
        double = Self.double(context)
        deliversSystemEvent = Self.codeLine(context) { line in SignalVocabulary.systemEventDeliveries.contains { line.contains($0) } }
        systemWait = deliversSystemEvent == nil ? Self.systemWait(context) : nil
    }

    private static func wait(_ context: FailureContext) -> Wait? {
        if let timeout = context.text(saying: .waitTimedOut) {
            return Wait(how: "timed out waiting for it", seconds: seconds(in: timeout.text) ?? context.test.duration, evidence: timeout.evidence)
        }
        if let sleep = context.text(saying: .fixedSleep) {
            return Wait(how: "slept a fixed time for it", seconds: context.test.duration, evidence: sleep.evidence)
        }
        if let duration = context.test.duration, isRoundWait(duration) {
            return Wait(how: String(format: "ran for %.0f seconds, a fixed wait", duration), seconds: duration, evidence: context.test.issues.first?.evidence)
        }
        return nil
    }

    private static func double(_ context: FailureContext) -> FailureContext.Text? {
        let name = context.test.id.suite + " " + context.test.id.name
        if FakeScheduling.mentions(name) { return (name, context.test.evidence.first) }
        if let text = context.texts.first(where: { FakeScheduling.mentions($0.text) }) { return text }
        // The test's own code builds the double (`let scheduler = MockTaskScheduler()`), not a comment about one.
        return codeLine(context, FakeScheduling.mentions).map { ($0.excerpt ?? "", $0) }
    }

    /// The first line of the failing test's code (not a comment) that `matches`.
    private static func codeLine(_ context: FailureContext, _ matches: (String) -> Bool) -> EvidencePointer? {
        context.code.first { line in
            let text = line.excerpt ?? ""
            return !text.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") && matches(text)
        }
    }

    /// A 1-second wait in a sensor test is no wait for the OS: nothing in it is about background
    /// work, whatever a word of its name (`…Fires`) says.
    private static func systemWait(_ context: FailureContext) -> FailureContext.Text? {
        guard let timeout = context.text(saying: .waitTimedOut) else { return nil }
        let text = timeout.text.lowercased()
        let nameWords = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        guard SignalVocabulary.systemWaitPhrases.contains(where: { text.includes($0) }) || !nameWords.isDisjoint(with: SignalVocabulary.systemNameWords),
            context.concernsBackgroundWork
        else { return nil }
        return timeout
    }

    /// `Exceeded timeout of 600 seconds` → 600.
    static func seconds(in text: String) -> Double? {
        guard let range = text.range(of: "timeout of ") else { return nil }
        return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    /// 10 s or more, within 3 % above a multiple of 5 s: a timeout or sleep the test chose.
    static func isRoundWait(_ seconds: Double) -> Bool {
        guard seconds >= 10 else { return false }
        let remainder = seconds.truncatingRemainder(dividingBy: 5)
        return remainder <= max(0.5, seconds * 0.03)
    }

    /// Whether the messages or the test's name speak of what background jobs get wrong
    /// (`SignalVocabulary.jobWords`): idempotency, cursors, caches, temporary files.
    static func aboutJobData(_ messages: [String], name: String) -> Bool {
        let haystack = jobHaystack(messages, name: name)
        return SignalVocabulary.jobWords.contains { haystack.includes($0) }
    }

    /// The failure's messages and its test's name, lowercased, the name in words (`testAlertsRegister`
    /// → `test alerts register`): job words are looked for in it, and no word is read across two
    /// (`te|stale|rts` is no stale data).
    static func jobHaystack(_ messages: [String], name: String) -> String {
        var spaced = ""
        for character in name {
            if character.isUppercase || !(character.isLetter || character.isNumber) { spaced.append(" ") }
            if character.isLetter || character.isNumber { spaced.append(character) }
        }
        return (messages.joined(separator: " ") + " " + spaced).lowercased()
    }
}
