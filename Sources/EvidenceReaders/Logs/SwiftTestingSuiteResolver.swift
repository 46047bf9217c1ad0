import EvidenceCore

/// Swift Testing prints a test's function (or display) name and no suite; with suites running in
/// parallel the log's structure cannot say which suite a `✘ Test name() recorded an issue` line
/// belongs to. The rest of the log usually can, and this picks the suite from it, best first:
///
/// 1. the `Failing tests:` summary naming a test of that name (it also gives the module);
/// 2. the issue's source file, when a suite of that name ran (`SyncJobTests.swift` → `SyncJobTests`)
///    or was open when the test started;
/// 3. the only suite open when the test started; for a test the log ends in (hung or killed: no
///    result line), the only one of those suites still open at the log's end (the others finished);
/// 4. the source file's name alone — Swift Testing suites are conventionally named after their file.
///
/// A display name (`"Runs twice without duplicates"`) never matches the summary's function name:
/// when exactly one summary entry of a suite is unmatched and exactly one display-named failure was
/// placed in that suite (here, or as it started when only that suite ran), they are the same test,
/// under the summary's name. Where a suite holds several, or the suite itself is display-named, the
/// `Testing failed:` block pairs each function name with the failure's message, and the issue's
/// source file names the suite: a display-named failure joins the unmatched summary entry they point at.
struct SwiftTestingSuiteResolver {
    var summary: [TestIdentifier]
    /// The `Testing failed:` block's messages by function name (`ageLabelStaysLive(): Expectation…`).
    var summaryMessages: [String: [String]] = [:]
    var suitesSeen: Set<String>
    var suitesOpenAtStart: [String: Set<String>]
    /// The suites with no result line at the log's end.
    let suitesOpenAtEnd: Set<String>
    /// The summary's suites and their modules, asked once per test without a suite.
    private let modulesBySummarySuite: [String: Set<String>]

    init(summary: [TestIdentifier], summaryMessages: [String: [String]] = [:], suitesSeen: Set<String>, suitesOpenAtStart: [String: Set<String>],
         suitesOpenAtEnd: Set<String> = []) {
        self.summary = summary
        self.suitesOpenAtEnd = suitesOpenAtEnd
        self.summaryMessages = summaryMessages
        self.suitesSeen = suitesSeen
        self.suitesOpenAtStart = suitesOpenAtStart
        var modules: [String: Set<String>] = [:]
        for id in summary { modules[id.suite, default: []].formUnion(id.module.map { [$0] } ?? []) }
        modulesBySummarySuite = modules
    }

    /// For each suite, how many suiteless tests the log ends in had it open when they started.
    private func testsTheLogEndsIn(_ results: TestResults) -> [String: Int] {
        guard !suitesOpenAtEnd.isEmpty else { return [:] }
        var counts: [String: Int] = [:]
        for position in results.indices where results.id(at: position).suite.isEmpty && results.id(at: position).module == nil {
            let result = results[position]
            guard Self.endsWithTheLog(result) else { continue }
            for suite in suitesOpenAtStart[result.id.name] ?? [] { counts[suite, default: 0] += 1 }
        }
        return counts
    }

    /// A test with no result line: the log ends while it runs.
    static func endsWithTheLog(_ result: TestResult) -> Bool {
        result.issues.contains { $0.message.hasPrefix(TestLogReader.logEndsWhileRunning) }
    }

    /// New identities for the tests that had no suite.
    func resolve(_ results: TestResults) -> [TestIdentifier: TestIdentifier] {
        let endedWithTheLogUnder = testsTheLogEndsIn(results)
        var summaryByName: [String: [TestIdentifier]] = [:]
        for id in summary { summaryByName[id.name, default: []].append(id) }
        let summarySuites = Set(summary.map(\.suite))
        var renamed: [TestIdentifier: TestIdentifier] = [:]
        var placedDisplayNames: [String: [TestIdentifier]] = [:]
        // Only the tests without a suite are built from their compact form.
        for position in results.indices {
            let printed = results.id(at: position)
            guard printed.module == nil else { continue }
            guard printed.suite.isEmpty else {
                // A suite's display name (`@Suite("Background bridge")`) is no suite the summary names:
                // the test joins the summary's only entry of its function name.
                if !summarySuites.contains(printed.suite), let entries = summaryByName[printed.name], entries.count == 1,
                    !results.contains(suite: entries[0].suite, name: printed.name) {
                    renamed[printed] = entries[0]
                    continue
                }
                // Placed as it started (one suite was running): a display name still joins the summary.
                if results.status(at: position) == .failed, !Self.isFunctionName(printed.name) { placedDisplayNames[printed.suite, default: []].append(printed) }
                continue
            }
            let result = results[position]
            let name = result.id.name
            if let entries = summaryByName[name], entries.count == 1 {
                renamed[result.id] = entries[0]
                continue
            }
            guard let suite = suite(of: result, endedWithTheLogUnder: endedWithTheLogUnder) else { continue }
            let module = modules(ofSuite: suite)
            let id = TestIdentifier(module: module.count == 1 ? module.first : nil, suite: suite, name: name)
            renamed[result.id] = id
            if result.status == .failed, !Self.isFunctionName(name) { placedDisplayNames[suite, default: []].append(result.id) }
        }
        // Display-named failures and the summary entries nothing matched, suite by suite.
        let renamedKeys = Set(renamed.values.map { Self.key($0.suite, $0.name) })
        var unmatchedBySuite: [String: [TestIdentifier]] = [:]
        for id in summary where !results.contains(suite: id.suite, name: id.name) && !renamedKeys.contains(Self.key(id.suite, id.name)) {
            unmatchedBySuite[id.suite, default: []].append(id)
        }
        // A test run again (`--test-iterations`, a retry) printed under one name is still one test.
        for (suite, displayNamed) in placedDisplayNames where Set(displayNamed.map(\.name)).count == 1 {
            if let entries = unmatchedBySuite[suite], entries.count == 1 { for one in displayNamed { renamed[one] = entries[0] } }
        }
        joinDisplayNamed(results, unmatched: Set(unmatchedBySuite.values.joined()), into: &renamed)
        return renamed
    }

    /// Display-named failures still without their summary entry, joined by the message the
    /// `Testing failed:` block gives that entry's function name, else by the issue's source file
    /// (`FreshnessLabelTests.swift` → the summary's `FreshnessLabelTests`). Failures that share their
    /// candidates with as many entries pair in order: the summary lists them as the log ran them.
    private func joinDisplayNamed(_ results: TestResults, unmatched: Set<TestIdentifier>, into renamed: inout [TestIdentifier: TestIdentifier]) {
        guard !summary.isEmpty else { return }
        let entrySet = Set(summary)
        // The display-named failures not yet joined to a summary entry (one may have been given a suite
        // from its file): most logs have none, and then nothing else is built.
        let pending = results.indices.filter { position in
            guard results.status(at: position) == .failed else { return false }
            let printed = results.id(at: position)
            // A display name, or a function in a display-named suite (`"Store migrations"/upgradesV3()`).
            let displayNamed = !Self.isFunctionName(printed.name) || (!printed.suite.isEmpty && !Self.isFunctionName(printed.suite))
            return printed.module == nil && displayNamed && (renamed[printed].map { !entrySet.contains($0) } ?? true)
        }
        guard !pending.isEmpty else { return }
        // `"Bookmark sync callback updates state"` is `bookmarkSyncCallbackUpdatesState()`: those
        // joins first, so the entries they take are no longer open to a join by message or file.
        let byWords = Dictionary(grouping: summary.filter { !Set(renamed.values).contains($0) }, by: { Self.words($0.name) })
        var unnamed: [Int] = []
        for position in pending {
            let printed = results.id(at: position)
            if let named = byWords[Self.words(printed.name)], named.count == 1 { renamed[printed] = named[0] } else { unnamed.append(position) }
        }
        let taken = Set(renamed.values)
        // An entry also printed as xcodebuild's bare `Test case 'Suite/f()' failed on …` line (or named by
        // a restart after its crash), with no issue of its own at a line of code, is still open to the
        // display-named failure that carries its issues — whatever module the reader gave that line
        // (the summary may print none).
        let open = summary.filter { entry in
            !taken.contains(entry) && (unmatched.contains(entry)
                || results.firstPosition(suite: entry.suite, name: entry.name).map { results.issues(at: $0).allSatisfy { $0.location == nil } } == true)
        }
        let openBySuite = Dictionary(grouping: open, by: \.suite)
        var printedByEntries: [[TestIdentifier]: [TestIdentifier]] = [:]
        var order: [[TestIdentifier]] = []
        for position in unnamed {
            let printed = results.id(at: position)
            let issues = results.issues(at: position)
            let messages = issues.map(\.message).filter { !$0.isEmpty }
            var entries = summaryMessages.isEmpty ? [] : open.filter { entry in
                summaryMessages[entry.name, default: []].contains { summary in
                    messages.contains { $0 == summary || (summary.count >= 20 && ($0.hasPrefix(summary) || summary.hasPrefix($0))) }
                }
            }
            if entries.isEmpty, let file = issues.lazy.compactMap(\.location).first.map({ Self.fileStem($0.file) }), !file.isEmpty {
                entries = openBySuite[file] ?? []
            }
            guard !entries.isEmpty else { continue }
            if printedByEntries[entries] == nil { order.append(entries) }
            printedByEntries[entries, default: []].append(printed)
        }
        var used = Set<TestIdentifier>()
        for entries in order {
            guard let printed = printedByEntries[entries], used.isDisjoint(with: entries) else { continue }
            // One test run twice (placed as it started the first time, by its file the second) is one name.
            let byName = Dictionary(grouping: printed, by: \.name)
            let distinct = printed.filter { byName[$0.name]?.first == $0 }
            guard distinct.count == entries.count else { continue }
            used.formUnion(entries)
            for (one, entry) in Self.pair(distinct, entries) { for each in byName[one.name] ?? [one] { renamed[each] = entry } }
        }
        joinIssueless(results, unnamed, into: &renamed)
    }

    /// A display-named failure that carries no issue of its own (a crash's error line named the
    /// function instead) and no suite: the summary's test whose name shares the most words with it,
    /// when one shares two or more and no other as many (`"Refresh featured image"` is `refreshFirstImage()`).
    private func joinIssueless(_ results: TestResults, _ positions: [Int], into renamed: inout [TestIdentifier: TestIdentifier]) {
        for position in positions where results.issueCount(at: position) == 0 {
            let printed = results.id(at: position)
            guard renamed[printed] == nil else { continue }
            let scored = summary.map { ($0, Self.sharedWords(printed.name, $0.name)) }.sorted { $0.1 > $1.1 }
            guard let best = scored.first, best.1 >= 2, scored.dropFirst().first.map({ $0.1 < best.1 }) ?? true else { continue }
            renamed[printed] = best.0
        }
    }

    private func suite(of result: TestResult, endedWithTheLogUnder: [String: Int]) -> String? {
        let open = suitesOpenAtStart[result.id.name] ?? []
        let stem = result.issues.lazy.compactMap(\.location).first.map { Self.fileStem($0.file) }
        if let stem, !stem.isEmpty, open.contains(stem) || suitesSeen.contains(stem) || modulesBySummarySuite[stem] != nil {
            return stem
        }
        if open.count == 1 { return open.first }
        if Self.endsWithTheLog(result) {
            let stillOpen = open.intersection(suitesOpenAtEnd)
            // (Not where another test the log ends in may be that suite's: which of them it holds is not said.)
            if stillOpen.count == 1, let suite = stillOpen.first, (endedWithTheLogUnder[suite] ?? 0) == 1 { return suite }
        }
        if let stem, !stem.isEmpty { return stem }
        return nil
    }

    private func modules(ofSuite suite: String) -> Set<String> {
        modulesBySummarySuite[suite] ?? []
    }

    /// Display names and function names of one file, paired as their words agree best (`"asks for GPU
    /// only where the device supports it"` is `gpuOnlyWhereSupported()`): xcodebuild's summary lists
    /// functions alphabetically, not as they ran. Where no pairing shares more words than another, the
    /// order they came in.
    static func pair(_ printed: [TestIdentifier], _ entries: [TestIdentifier]) -> [(TestIdentifier, TestIdentifier)] {
        let inOrder = Array(zip(printed, entries))
        guard printed.count == entries.count, printed.count > 1, printed.count <= 6 else { return inOrder }
        let shared = printed.map { one in entries.map { sharedWords(one.name, $0.name) } }
        var best = Array(entries.indices)
        var bestScore = best.enumerated().reduce(0) { $0 + shared[$1.offset][$1.element] }
        func permute(_ chosen: [Int], _ left: [Int]) {
            guard !left.isEmpty else {
                let score = chosen.enumerated().reduce(0) { $0 + shared[$1.offset][$1.element] }
                if score > bestScore { (best, bestScore) = (chosen, score) }
                return
            }
            for index in left.indices { permute(chosen + [left[index]], left.filter { $0 != left[index] }) }
        }
        permute([], Array(entries.indices))
        return best.enumerated().map { (printed[$0.offset], entries[$0.element]) }
    }

    /// How many words of a display name a function name also has (`supports` and `Supported` agree
    /// on their first five letters).
    static func sharedWords(_ display: String, _ function: String) -> Int {
        func words(_ text: String) -> [String] {
            var words: [String] = []
            var current = ""
            for character in text.split(separator: "(", maxSplits: 1).first ?? Substring(text) {
                if character.isUppercase || !(character.isLetter || character.isNumber), !current.isEmpty {
                    words.append(current.lowercased())
                    current = ""
                }
                if character.isLetter || character.isNumber { current.append(character) }
            }
            if !current.isEmpty { words.append(current.lowercased()) }
            return words.filter { $0.count >= 3 }
        }
        let functionWords = words(function)
        return Set(words(display)).filter { word in
            functionWords.contains { $0 == word || ($0.count >= 5 && word.count >= 5 && $0.prefix(5) == word.prefix(5)) }
        }.count
    }

    /// `SyncJobTests` of `/Users/ci/App/Tests/SyncJobTests.swift` (or of an Objective-C `SyncJobTests.m`: XCTest's
    /// runner file, `RunnerUITests.m`, is where Patrol and a native runner place their failures).
    static func fileStem(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".swift", ".mm", ".m"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return file
    }

    /// A name's letters and digits, lowercased, up to its parameters: `Runs twice` and `runsTwice()` agree.
    static func words(_ name: String) -> String {
        String((name.split(separator: "(", maxSplits: 1).first ?? Substring(name)).lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// `runsTwice`, `check(value:)` — not a display name with spaces or punctuation.
    static func isFunctionName(_ name: String) -> Bool {
        let head = name.split(separator: "(", maxSplits: 1).first ?? Substring(name)
        return !head.isEmpty && head.allSatisfy(\.isNamePart)
    }

    private static func key(_ suite: String, _ name: String) -> String { suite + "/" + name }
}
