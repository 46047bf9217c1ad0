import EvidenceCore

/// One thing the evidence can say about a background task or about the test that exercised it: the
/// words that say it, the pipeline stage it speaks of, what it says of that stage, who says it, and
/// where the task's identifier is read. `SignalCatalog` holds every one; triage reads signals, never
/// phrases of its own.
package struct Signal: Sendable {
    package let id: SignalID
    /// One sentence: what the evidence says when it says this (printed by `evidence rules`).
    package let summary: String
    /// Any of these, case-sensitive, says it.
    package let phrases: [String]
    /// Two words with a name or a path between them say it too (`Fixture bundle com.example.AppTests not found`).
    package var spans: [Span] = []
    /// When not empty, the text must also hold one of these (`No task request` lines name a task).
    package var alsoNeeds: [String] = []
    /// A text holding any of these does not say it (an app's "submit failed" is no submission).
    package var unless: [String] = []
    /// BGTaskScheduler error codes that say it too, in any spelling (`SchedulerErrorCode`).
    package var codes: Set<SchedulerErrorCode> = []
    /// The stage it speaks of; nil for what the test expected or how it failed.
    package let stage: PipelineStage?
    package let outcome: SignalOutcome
    package let speaker: SignalSpeaker
    package var identifier: IdentifierSource = .none
    /// The log reader keeps a console line that says it, for the test that printed it (the
    /// expectation's words are in the failure's own message, which the reader keeps anyway).
    package var console: Bool { speaker != .test }

    /// Whether `text` says it.
    package func matches(_ text: String) -> Bool {
        let worded = (phrases.contains { text.includes($0) } || spans.contains { $0.range(in: text) != nil })
            && (alsoNeeds.isEmpty || alsoNeeds.contains { text.includes($0) })
            && !unless.contains { text.includes($0) }
        return worded || (!codes.isEmpty && !SchedulerErrorCode.codes(in: text).isDisjoint(with: codes))
    }

    /// The phrase (or error code) of `text` that says it, for a reason's quote.
    package func phrase(in text: String) -> String? {
        if let phrase = phrases.first(where: { text.includes($0) }) { return phrase }
        if let span = spans.lazy.compactMap({ $0.range(in: text) }).first { return Span.quote(span, in: text) }
        let named = SchedulerErrorCode.codes(in: text).intersection(codes)
        return named.isEmpty ? nil : "\(SchedulerErrorCode.domain) code \(named.map { "\($0.rawValue)" }.sorted().joined(separator: ", "))"
    }
}

extension Signal {
    /// Two words a signal's evidence says with a name or a path between them: the first, then the
    /// second no further than `within` bytes after it, with `between` what lies between (`bundle `
    /// `com.example.AppTests` ` not found`). Matched on bytes: a log's every line may be asked.
    package struct Span: Sendable {
        /// What may stand between the two words.
        package enum Between: Sendable {
            /// A path or a name: no blank.
            case path
            /// A bundle's identifier or file (`com.example.AppTests`, `Fonts.bundle`): no blank, and
            /// three dotted parts each starting with a letter, or a `.bundle`/`.xctest` name.
            case bundleName
            /// A type's name (`LedgerEntry`, `App.LedgerEntry`): no blank, an upper-case letter first, then
            /// letters, digits, `_` and dots.
            case typeName
            /// How a log prints a property's answer (`=`, `: `, `() = `, ` == `): only `=`, `:`, `(`, `)` and blanks, a few of them.
            case answer
        }

        package let first: String
        package let then: String
        let within: Int
        let between: Between
        private let firstBytes: [UInt8]
        private let thenBytes: [UInt8]

        package init(first: String, then: String, within: Int = 80, between: Between = .path) {
            (self.first, self.then, self.within, self.between) = (first, then, within, between)
            (firstBytes, thenBytes) = (Array(first.utf8), Array(then.utf8))
        }

        /// What `range` of `text` says, for a quote: whole words, a long path between shortened.
        static func quote(_ range: Range<String.Index>, in text: String) -> String {
            var start = range.lowerBound
            while start > text.startIndex, text[text.index(before: start)].isLetter { start = text.index(before: start) }
            let said = text[start..<range.upperBound]
            guard said.count > 80 else { return String(said) }
            return said.prefix(40) + "…" + said.suffix(30)
        }

        /// Where `text` says it.
        func range(in text: String) -> Range<String.Index>? {
            var text = text
            guard let bytes = text.withUTF8({ byteRange(in: UnsafeRawBufferPointer($0)) }) else { return nil }
            let utf8 = text.utf8
            return utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
        }

        /// Whether a log line says it.
        func matches(_ line: LogLine) -> Bool { byteRange(in: line.bytes) != nil }

        func byteRange(in bytes: UnsafeRawBufferPointer) -> Range<Int>? {
            var from = 0
            while let start = ByteSearch.firstIndex(of: firstBytes, in: bytes, from: from) {
                let afterFirst = start + firstBytes.count
                // The second word, searched only as far as `within` allows.
                let window = UnsafeRawBufferPointer(rebasing: bytes[..<min(bytes.count, afterFirst + within + thenBytes.count)])
                if let end = ByteSearch.firstIndex(of: thenBytes, in: window, from: afterFirst), accepts(bytes[afterFirst..<end]),
                   !endsInsideAWord(bytes, at: end + thenBytes.count) {
                    return start..<(end + thenBytes.count)
                }
                from = afterFirst
            }
            return nil
        }

        /// An answer is a whole word (`NO`, not the start of `NOT_CHECKED`); other spans end where their words do.
        private func endsInsideAWord(_ bytes: UnsafeRawBufferPointer, at end: Int) -> Bool {
            guard case .answer = between, end < bytes.count else { return false }
            return LogNoiseLine.isIdentifierByte(bytes[end])
        }

        private func accepts(_ middle: Slice<UnsafeRawBufferPointer>) -> Bool {
            if case .answer = between {
                return !middle.isEmpty && middle.count <= 6 && middle.allSatisfy { [0x20, 0x3D, 0x3A, 0x28, 0x29].contains($0) } && middle.contains { $0 != 0x20 }
            }
            guard !middle.isEmpty, !middle.contains(where: { $0 == 0x20 || $0 == 0x09 }) else { return false }
            switch between {
            case .answer: return false
            case .path: return true
            case .typeName:
                guard let first = middle.first, first >= 0x41, first <= 0x5A else { return false }
                return middle.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2E }
            case .bundleName:
                let name = Array(middle)
                if name.ends(with: ".bundle") || name.ends(with: ".xctest") { return true }
                let parts = name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                return parts.count >= 3 && parts.allSatisfy { part in part.first.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } ?? false }
            }
        }

    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: String) -> Bool { count >= suffix.utf8.count && self[(count - suffix.utf8.count)...].elementsEqual(suffix.utf8) }
}

/// What a signal says of its stage.
package enum SignalOutcome: String, Sendable {
    /// The stage happened as it should (a submission accepted, a launch started).
    case ok
    /// The stage failed (a registration refused, a request not permitted).
    case failed
    /// The stage never happened (the OS holds no request).
    case absent
    /// Not a stage's outcome: what the test expected, or how it failed.
    case expectation
}

/// Who says it, strongest first: a record the app wrote through `EvidenceRecorder` outranks the OS's
/// own line, which outranks the app's or a plugin's line, which outranks the test's own words.
package enum SignalSpeaker: Int, Comparable, Sendable {
    case test = 1
    case app = 2
    case system = 3
    case record = 4

    package static func < (left: SignalSpeaker, right: SignalSpeaker) -> Bool { left.rawValue < right.rawValue }

    /// As `evidence rules` says it.
    package var name: String {
        switch self {
        case .test: "the test"
        case .app: "the app"
        case .system: "the system"
        case .record: "a record"
        }
    }
}

/// Where a signal names its task.
package enum IdentifierSource: Sendable {
    /// As the system names one: `task with identifier X`, `identifier=X`.
    case namedTask
    /// Any reverse-DNS string in the text (`Registration rejected; com.example.app.refresh is not …`).
    case anyIdentifier
    /// It names none.
    case none
}
