import EvidenceCore

/// Reads a unified-log export (`log show --style ndjson` or `--style json`, or a text style:
/// `UnifiedLogStyle`) as a
/// stream and keeps the entries the catalog has something to say of — the lines
/// `TestLogReader.keepsConsoleLine` keeps of a console, so the same signals apply — as evidence
/// pointers (`<timestamp> <process>[<pid>]: <eventMessage>`, the line the entry starts on). Memory:
/// one entry (`JSONRecordSplitter`) and at most `maximumLines` kept lines, whatever the file's size.
/// An entry is parsed only when its bytes hold a console marker, so the rest of a busy export costs
/// one byte scan. A broken entry is named (its line and why) and the rest still read.
package final class UnifiedLogReader {
    /// What is wrong with an entry (its line), or with the export as a whole (no line).
    package struct Problem: Hashable, Sendable, CustomStringConvertible {
        package var line: Int?
        package var message: String
        package var description: String { line.map { "line \($0): \(message)" } ?? message }
    }

    package struct Reading: Sendable {
        /// Kept entries, in the export's order.
        package var lines: [EvidencePointer]
        package var problems: [Problem]
        /// Entries of any kind read (the footer and text outside entries not counted).
        package var entries: Int
    }

    /// dasd rescores every activity every few minutes; past this many kept lines, the first half and
    /// the last half are kept (the window's start, and its end, where the failures are) and the
    /// middle is counted.
    static let maximumLines = 2000
    static let maximumProblems = 20

    /// The console markers as they stand in a JSON string too (`"` `/` `\` escaped: `log` writes `\/`).
    /// Not the catalog's spans: a device's daemons say `bundle … not found` of every app, and would
    /// crowd the scheduler's lines out of the bound.
    static let candidateFilter: MarkerSet = {
        var markers = Set(TestLogReader.taskLineMarkers)
        for marker in TestLogReader.taskLineMarkers where marker.contains(where: { $0 == 0x22 || $0 == 0x2F || $0 == 0x5C }) {
            markers.insert(marker.flatMap { $0 == 0x22 || $0 == 0x2F || $0 == 0x5C ? [0x5C, $0] : [$0] })
        }
        return MarkerSet(markers.sorted { $0.lexicographicallyPrecedes($1) })
    }()

    package let evidencePath: String
    private var head: [UInt8] = []
    private var splitter: JSONRecordSplitter?
    /// A text style's lines, and the entry being read (its first line's number: a message may run on).
    private var lineSplitter: LogLineSplitter?
    private var textStyle: UnifiedLogStyle?
    private var pending: (entry: UnifiedLogTextLine, line: Int)?
    /// A message's own lines kept per entry, at most.
    static let maximumMessageLength = 8 * 1024
    private var lines: [EvidencePointer] = []
    /// Past `maximumLines / 2`, the latest lines, as a ring (`tailStart` is the oldest).
    private var tail: [EvidencePointer] = []
    private var tailStart = 0
    private var seenMessages: Set<String> = []
    private var dropped = 0
    private var problems: [Problem] = []
    private var moreProblems = 0
    private var entries = 0

    package init(evidencePath: String) {
        self.evidencePath = evidencePath
    }

    package static func read(path: String, evidencePath: String? = nil) throws -> Reading {
        let reader = UnifiedLogReader(evidencePath: evidencePath ?? path)
        try FileReader(path: path).forEachChunk { reader.consume($0) }
        return reader.finish()
    }

    package func consume(_ chunk: UnsafeRawBufferPointer) {
        if lineSplitter != nil {
            lineSplitter!.feed(chunk) { readText($0) }
            return
        }
        guard splitter != nil else {
            // The style is told by the first bytes, as many as collect recognised the export by.
            head += chunk
            if head.count >= EvidenceRecognizer.prefixLength { start() }
            return
        }
        splitter!.feed(chunk) { take($0) }
    }

    package func finish() -> Reading {
        if splitter == nil, lineSplitter == nil { start() }
        splitter?.finish { take($0) }
        lineSplitter?.finish { readText($0) }
        flushText()
        lines += tail[tailStart...] + tail[..<tailStart]
        tail = []
        if dropped > 0 {
            problem(nil, "\(dropped) more lines about background tasks than the \(Self.maximumLines) kept (the first and the last \(Self.maximumLines / 2)); the ones between are not read")
        }
        if moreProblems > 0 { problems.append(.init(line: nil, message: "\(moreProblems) more problems")) }
        return Reading(lines: lines, problems: problems, entries: entries)
    }

    private func start() {
        let held = head
        head = []
        guard let style = UnifiedLogStyle.of(prefix: held) else {
            if held.contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) {
                problem(nil, "not a log show export (--style ndjson, json, compact, syslog or the default); not read")
            }
            return
        }
        if style.isText {
            textStyle = style
            lineSplitter = LogLineSplitter()
            held.withUnsafeBytes { bytes in lineSplitter!.feed(bytes) { readText($0) } }
            return
        }
        splitter = JSONRecordSplitter(style: style)
        held.withUnsafeBytes { bytes in splitter!.feed(bytes) { take($0) } }
    }

    private func take(_ piece: JSONRecordSplitter.Piece) {
        switch piece {
        case .record(let bytes, let line):
            read(bytes, line: line)
        case .oversized(let line):
            entries += 1
            problem(line, "an entry longer than \(JSONRecordSplitter.maximumRecordLength >> 20) MiB; not read")
        case .unterminated(let line):
            problem(line, "an entry that does not end (a cut line?); not read")
        case .text(let text, let line):
            guard !UnifiedLogStyle.banners.contains(where: { text.starts(with: $0) }) else { return }
            problem(line, "not a JSON object: \(String(decoding: text.prefix(80), as: UTF8.self))\(text.count > 80 ? "…" : "")")
        }
    }

    private func read(_ bytes: UnsafeRawBufferPointer, line: Int) {
        guard !bytes.starts(with: UnifiedLogStyle.footer) else { return }
        entries += 1
        guard Self.candidateFilter.matches(LogLine(bytes: bytes, number: line)) else { return }
        var isMalformed = false
        guard let entry = UnifiedLogEntry(json: bytes, isMalformed: &isMalformed) else {
            if isMalformed { problem(line, "not valid JSON; not read") }
            return
        }
        keep(entry.line, process: entry.process, message: entry.eventMessage, line: line)
    }

    /// A text style's line: an entry's first line (it begins with its date), a line of the message
    /// before it, or `log`'s header and banners.
    private func readText(_ line: LogLine) {
        if let style = textStyle, let entry = UnifiedLogTextLine(line, style: style) {
            flushText()
            pending = (entry, line.number)
            return
        }
        guard pending != nil, !line.isEmpty else { return }
        if pending!.entry.message.utf8.count < Self.maximumMessageLength { pending!.entry.message += " " + line.text.trimmingCharacters(in: .whitespaces) }
    }

    private func flushText() {
        guard let (entry, line) = pending else { return }
        pending = nil
        entries += 1
        keep(entry.line, process: entry.process, message: entry.message, line: line)
    }

    /// Keeps an entry's line when the catalog has something to say of it, once per process and message.
    private func keep(_ text: String, process: String, message: String, line: Int) {
        guard TestLogReader.keepsConsoleLine(text, spans: false), seenMessages.insert("\(process)\u{0}\(message)").inserted else { return }
        var bytes = Self.headAndTail(text)
        let excerpt = bytes.withUTF8 { LogLine(bytes: UnsafeRawBufferPointer($0), number: line).excerpt(limit: 4 * Self.excerptLength) }
        let pointer = EvidencePointer(path: evidencePath, line: line, excerpt: excerpt)
        let half = Self.maximumLines / 2
        if lines.count < half {
            lines.append(pointer)
        } else if tail.count < half {
            tail.append(pointer)
        } else {
            // The ring is full: the oldest of the latest lines gives way.
            tail[tailStart] = pointer
            tailStart = (tailStart + 1) % half
            dropped += 1
        }
    }

    /// A line longer than an excerpt keeps its head and its tail: dasd's scoring dump names the
    /// activity first and its decision last (`bgProcessing-<task>:B5B340:[ {name: …} …, FinalDecision:
    /// Must Not Proceed}`), and the middle is its policies. Twice a console excerpt: an entry's time,
    /// process and category come first, and TCC's sentence (`This app has crashed because it attempted
    /// to access privacy-sensitive data without a usage description. The app's Info.plist must contain
    /// an NSPhotoLibraryUsageDescription key …`) must keep the phrase and the key the rules read.
    static let excerptLength = 2 * LogLine.excerptLimit

    static func headAndTail(_ text: String) -> String {
        let limit = excerptLength
        guard text.utf8.count > limit else { return text }
        let characters = Array(text)
        guard characters.count > limit else { return text }
        return String(characters.prefix(limit / 2)) + " … " + String(characters.suffix(limit / 2 - 8))
    }

    private func problem(_ line: Int?, _ message: String) {
        guard problems.count < Self.maximumProblems else {
            moreProblems += 1
            return
        }
        problems.append(.init(line: line, message: message))
    }
}
