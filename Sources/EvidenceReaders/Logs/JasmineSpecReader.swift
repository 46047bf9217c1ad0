import EvidenceCore

/// jasmine-spec-reporter's console, as a Cordova plugin's tests run on the Simulator by
/// cordova-paramedic (and Ionic, Karma or Protractor suites with that reporter) print it:
///
///     Jasmine started
///
///       cordova-plugin-sync-tests.tests >> Sync
///
///         sync queue
///           ✓ sync.spec.4 keeps items in insertion order
///           ✗ sync.spec.5 drops acknowledged items and keeps the rest
///             - Expected 0 to be 2.
///           * sync.spec.12 fires the fetch callback
///
///     **************************************************
///     *                    Failures                    *
///     …
///     Executed 5 of 5 specs (2 FAILED) (1 PENDING) in 27 secs.
///
/// The tree is read from `Jasmine started` to the summary's stars: `describe` titles by their indent,
/// each spec's result (`✓` passed, `✗` failed, `*` pending) and a failure's `- ` lines under it, its
/// message. A spec's suite is its `describe` titles joined as Jest joins them (` › `). The summary
/// after the stars lists the same failures by their full names, which cannot be split: not read.
struct JasmineSpecReader {
    typealias Event = RunnerOutputEvent

    private var reading = false
    private var describes: [(indent: Int, title: String)] = []
    private var block: (id: TestIdentifier, indent: Int, message: [String], evidence: EvidencePointer)?
    static let maximumMessageLines = 6
    static let started = "Jasmine started"
    static let results: [(symbol: String, status: TestStatus)] = [("✓ ", .passed), ("✗ ", .failed), ("* ", .skipped)]

    var isReading: Bool { reading }

    /// Whether `line` opens the report (`Jasmine started`, alone on its line).
    static func mayStart(_ line: LogLine) -> Bool {
        line.count == started.utf8.count && line[0] == UInt8(ascii: "J") && line.text == started
    }

    /// What `line` says, if it is the report's; `claimed` is false once the report has ended.
    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if text == Self.started {
            let ended = endBlock()
            (reading, describes) = (true, [])
            return (true, ended)
        }
        guard reading else { return (false, []) }
        // The summary's stars or the closing count: the tree has ended.
        if text.hasPrefix("*****") || text.hasPrefix("Executed ") {
            reading = false
            return (true, endBlock())
        }
        let indent = text.prefix { $0 == " " }.count
        let body = text.dropFirst(indent)
        if body.isEmpty { return (true, []) }
        // A line of the failure's message: `- …` under its spec, deeper than it.
        if var open = block, indent > open.indent {
            if open.message.count < Self.maximumMessageLines { open.message.append(String(body.hasPrefix("- ") ? body.dropFirst(2) : body)) }
            block = open
            return (true, [])
        }
        let ended = endBlock()
        // Every line of the tree is indented: one that is not is the job's next step.
        guard indent > 0 else {
            reading = false
            return (false, ended)
        }
        describes.removeAll { $0.indent >= indent }
        guard let (symbol, status) = Self.results.first(where: { body.hasPrefix($0.symbol) }) else {
            describes.append((indent, String(body)))
            return (true, ended)
        }
        let id = TestIdentifier(module: nil, suite: describes.map(\.title).joined(separator: " › "), name: String(body.dropFirst(symbol.count)))
        if status == .failed { block = (id, indent, [], evidence()) }
        return (true, ended + [.result(id, status, duration: nil, evidence: nil)])
    }

    /// The open failure, ended (at the next line of the tree, the summary, the log's end).
    mutating func endBlock() -> [Event] {
        guard let open = block else { return [] }
        block = nil
        return [.failure(open.id, message: RunnerOutputEvent.message(of: open.message), location: nil, evidence: open.evidence)]
    }
}
