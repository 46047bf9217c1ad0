import EvidenceCore

/// The checkout's files an archive holds under `sources/` (`collect --sources failing`), by their
/// path in the checkout, and the lines around a failure in one of them.
package struct ArchivedSources: Sendable {
    /// Bytes kept per file and in all: collect writes at most 512 KiB a file and 8 MiB in all (a
    /// little more after redaction); an archive holding more was not written by collect, and the
    /// rest is not read.
    package static let maximumFileSize: Int64 = 1 << 20
    package static let maximumTotalSize: Int64 = 16 << 20

    package private(set) var files: [String: [UInt8]] = [:]
    package private(set) var totalSize: Int64 = 0

    package init() {}

    package var isEmpty: Bool { files.isEmpty }

    /// How a Git LFS pointer file begins: the checkout held the pointer, not the file's content.
    package static let lfsPointerPrefix = Array("version https://git-lfs.github.com/spec/v1".utf8)

    /// The archived files that are Git LFS pointers (collect archives those the checkout held in place of
    /// their content), by repository path.
    package var lfsPointers: [String] {
        files.filter { $0.value.starts(with: Self.lfsPointerPrefix) }.map(\.key).sorted()
    }

    /// Keeps a file read from the archive; false when over the bounds (not kept).
    @discardableResult
    package mutating func add(repositoryPath: String, bytes: [UInt8]) -> Bool {
        guard Int64(bytes.count) <= Self.maximumFileSize, totalSize + Int64(bytes.count) <= Self.maximumTotalSize else { return false }
        files[repositoryPath] = bytes
        totalSize += Int64(bytes.count)
        return true
    }

    /// The archived file a failure's path names: the path itself when the archive holds it, else its
    /// longest ending the archive holds (`AppTests/X.swift` of `/Users/runner/work/App/App/AppTests/X.swift`),
    /// as collect found it in the checkout.
    package func repositoryPath(for path: String) -> String? {
        if files[path] != nil { return path }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        for start in components.indices {
            let suffix = components[start...].joined(separator: "/")
            if files[suffix] != nil { return suffix }
        }
        // A bare name (Swift Testing's `RefreshTests.swift:16:9`), or a module and a name (a Swift trap's
        // `#fileID`, `DepartureBoardKit/Bundle+Board.swift:9`): the archive's only file of that name (in a
        // folder of that module's name), as collect resolved it; of several, none.
        guard let fileID = FileID(path) else { return nil }
        let named = files.keys.filter(fileID.names)
        return named.count == 1 ? named.first : nil
    }

    /// A failure's line in its archived file, with the lines around it.
    package struct Excerpt: Equatable, Sendable {
        package var repositoryPath: String
        /// The first line's number (1-based).
        package var firstLine: Int
        /// The failure's line.
        package var line: Int
        package var lines: [String]

        package init(repositoryPath: String, firstLine: Int, line: Int, lines: [String]) {
            self.repositoryPath = repositoryPath
            self.firstLine = firstLine
            self.line = line
            self.lines = lines
        }

        /// The excerpt down to its line at `index` (and the rest of the statement it begins), as a failure placed
        /// there: a whole function (`testFunction(named:…)`) cut at the line a placeless failure's words name.
        package func cut(at index: Int) -> Excerpt {
            let end = min(lines.count, index + 1 + ArchivedSources.statementContinuation(lines, after: index))
            return Excerpt(repositoryPath: repositoryPath, firstLine: firstLine, line: firstLine + index, lines: Array(lines[..<end]))
        }

        /// Each line with its number, right-aligned to the widest, and whether it is the failure's:
        /// what every view of the excerpt prints beside the code.
        package var numberedLines: [(label: String, isFailing: Bool, text: String)] {
            let width = String(firstLine + lines.count - 1).count
            return lines.enumerated().map { offset, text in
                let number = firstLine + offset
                return (String(repeating: " ", count: width - String(number).count) + String(number), number == line, text)
            }
        }
    }

    /// Lines `line - context` … `line + context` of the file `path` names, nil when the archive does
    /// not hold it or it has no such line.
    package func excerpt(file path: String, line: Int, context: Int = 2) -> Excerpt? {
        guard line >= 1, let repositoryPath = repositoryPath(for: path), let bytes = files[repositoryPath] else { return nil }
        let first = max(1, line - context)
        var lines: [String] = []
        var number = 1
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A || index == bytes.count - 1 {
            if number >= first {
                let end = bytes[index] == 0x0A ? index : index + 1
                var text = bytes[start..<end]
                if text.last == 0x0D { text = text.dropLast() }
                lines.append(String(decoding: text, as: UTF8.self))
            }
            number += 1
            start = index + 1
            if number > line + context { break }
        }
        guard lines.count > line - first else { return nil }
        return Excerpt(repositoryPath: repositoryPath, firstLine: first, line: line, lines: lines)
    }

    /// The failing test's own code: from its function's declaration (`func …`, `- (void)test…`, at most
    /// `maximumLines` above) down to the failing line — what triage reads of how the test was written.
    /// A failure placed on the test's attribute (`@Test(.timeLimit(.minutes(2)))`, where Swift Testing
    /// puts a time limit's issue) is the whole function declared under it, not the one above.
    package func testFunction(file path: String, line: Int, maximumLines: Int = 80) -> Excerpt? {
        guard let window = excerpt(file: path, line: line, context: maximumLines) else { return nil }
        let failing = line - window.firstLine
        if Self.isTestAttribute(window.lines[failing]) {
            return Self.declaredBelow(window, from: failing).map {
                Excerpt(repositoryPath: window.repositoryPath, firstLine: line, line: line, lines: Array(window.lines[failing..<$0]))
            }
        }
        let upToFailure = window.lines.prefix(failing + 1 + Self.statementContinuation(window.lines, after: failing))
        guard let start = window.lines.prefix(failing + 1).lastIndex(where: Self.declaresFunction) else { return nil }
        return Excerpt(repositoryPath: window.repositoryPath, firstLine: window.firstLine + start, line: line, lines: Array(upToFailure[start...]))
    }

    /// How many lines after `failing` finish the statement it begins: a call whose parentheses close
    /// later (`let container = try XCTUnwrap(` then the call on the next line), at most 6 — the
    /// failure is reported at the statement's first line, and what it asserted is in the rest.
    static func statementContinuation(_ lines: [String], after failing: Int) -> Int {
        var depth = 0
        for index in failing..<min(lines.count, failing + 7) {
            for character in Self.withoutComment(lines[index]) {
                if character == "(" || character == "[" { depth += 1 } else if character == ")" || character == "]" { depth -= 1 }
            }
            if depth <= 0 { return index - failing }
        }
        return 0
    }

    /// The members of the test's file that its code uses — a helper that reads what the test asserts
    /// on (`private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }`, `func bundledOptions()`):
    /// each from its declaration to its closing brace, at most `maximumLines` in all, in file order.
    package func helpers(usedBy code: Excerpt, maximumLines: Int = 40) -> [Excerpt] {
        helpers(usedBy: code, in: files[code.repositoryPath].map(Self.lines) ?? [], maximumLines: maximumLines)
    }

    /// The same, from the file's `lines` read once (`linesByFile`): triage asks it for every failure.
    package func helpers(usedBy code: Excerpt, in lines: [String], maximumLines: Int = 40) -> [Excerpt] {
        // The names its code uses, not its comments' words.
        let used = Set(code.lines.dropFirst().map(Self.withoutComment).flatMap(Self.words))
        let own = code.firstLine - 1..<code.firstLine - 1 + code.lines.count
        // Members stand where the test's own function does: a `let` inside another test is none.
        let memberIndent = code.lines.first.map(Self.indentation)
        var helpers: [Excerpt] = [], budget = maximumLines
        for (index, line) in lines.enumerated() where budget > 0 && !own.contains(index) {
            guard Self.indentation(line) == memberIndent, let name = Self.declaredMember(line), used.contains(name) else { continue }
            // A method whose brace opens on the next line (C#'s, Java's style: `static string[] Modes()`, then `{`).
            // (Not a property set by a call, `let now = Date(…)`: its line is all of it.)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let braceBelow = trimmed.hasSuffix(")") && !line.contains("=")
            // An expression body on the lines below (C#'s `=>`, Kotlin's `=`), to its `;` or its blank line.
            let expressionBelow = trimmed.hasSuffix("=>") || (trimmed.hasSuffix("=") && !trimmed.hasSuffix("=="))
            let close = expressionBelow ? Self.expressionEnd(lines, from: index) : Self.closingLine(lines, from: index, braceOnLaterLine: braceBelow)
            let end = min(close, index + budget)
            helpers.append(Excerpt(repositoryPath: code.repositoryPath, firstLine: index + 1, line: index + 1, lines: Array(lines[index..<end])))
            budget -= end - index
        }
        return helpers
    }

    /// The block the failing line opens (`await confirmation("…") { completed in`, `XCTContext.runActivity`):
    /// its body, from the line after to the brace that closes it, at most `maximumLines` — Swift
    /// Testing reports a confirmation's miss at its call, and what the test did is inside.
    package func blockOpened(by code: Excerpt, in lines: [String], maximumLines: Int = 30) -> Excerpt? {
        let failing = code.line - 1
        guard lines.indices.contains(failing) else { return nil }
        let opens = lines[failing].filter { $0 == "{" }.count, closes = lines[failing].filter { $0 == "}" }.count
        guard opens > closes else { return nil }
        let end = min(Self.closingLine(lines, from: failing), failing + 1 + maximumLines)
        guard end > failing + 1 else { return nil }
        return Excerpt(repositoryPath: code.repositoryPath, firstLine: failing + 2, line: failing + 2, lines: Array(lines[(failing + 1)..<end]))
    }

    /// The test's whole function, found by its name in the archived file named after its suite
    /// (`LibrarySyncExpirationTests.swift`; in a folder named after its module where there are several), for
    /// a failure that gives no place (a time allowance run out, a crash): what the test was written to do.
    /// Swift's `func name(`, Objective-C's `- (void)name`, Kotlin's `fun name(`; nil for a function longer
    /// than `maximumLines` (no line of it is the failing one, and a part would read as if one were).
    /// `lines` is `linesByFile`.
    package func testFunction(named name: String, suite: String, module: String?, in lines: [String: [String]], maximumLines: Int = 80) -> Excerpt? {
        guard !suite.isEmpty, !name.isEmpty, name.allSatisfy(\.isNamePart) else { return nil }
        let candidates = ["swift", "m", "mm", "kt"].flatMap { fileExtension in
            files.keys.filter { (FileID("\(suite).\(fileExtension)")?.names($0) ?? false) }
        }
        let inModule = module.map { module in candidates.filter { FileID("\(module)/\($0.split(separator: "/").last ?? "")")?.names($0) ?? false } } ?? []
        let paths = inModule.isEmpty ? candidates : inModule
        guard paths.count == 1, let path = paths.first, let fileLines = lines[path] else { return nil }
        guard let declaration = fileLines.firstIndex(where: { line in
            let code = Self.withoutComment(line)
            return Self.declaresFunction(String(code)) && Self.declaredName(code) == name
        }) else { return nil }
        let end = Self.closingLine(fileLines, from: declaration, braceOnLaterLine: true)
        guard end - declaration <= maximumLines else { return nil }
        return Excerpt(repositoryPath: path, firstLine: declaration + 1, line: end, lines: Array(fileLines[declaration..<end]))
    }

    /// The name a function's declaration gives it: `func name(`, `fun name(`, `- (void) name`.
    static func declaredName(_ code: Substring) -> String? {
        let text = code.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("-") || text.hasPrefix("+"), let close = text.firstIndex(of: ")") {
            let name = text[text.index(after: close)...].drop { $0 == " " }.prefix(while: \.isNamePart)
            return name.isEmpty ? nil : String(name)
        }
        for keyword in ["func ", "fun "] {
            guard let range = text.range(of: keyword) else { continue }
            let name = text[range.upperBound...].prefix(while: \.isNamePart)
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// Each archived file's lines, decoded once.
    package var linesByFile: [String: [String]] { files.mapValues(Self.lines) }

    /// A file's lines, less a CRLF's carriage return.
    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    }

    /// The name a line declares as a member (`func name(`, `var name`, `let name`), past its modifiers.
    package static func declaredMember(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        // JavaScript's `const` in a `describe` block, which its tests read (`const modes: string[] = …`, `const modes = …`);
        // not C#'s or Dart's typed `const int Limit = 3`, read below as a typed field.
        if words.first == "export" { words = words.dropFirst() }
        if words.first == "const", words.count >= 3 {
            let name = words[words.startIndex + 1], next = words[words.startIndex + 2]
            if name.hasSuffix(":") || next == "=" {
                let identifier = name.prefix { $0.isNamePart || $0 == "$" }
                if !identifier.isEmpty { return String(identifier) }
            }
        }
        while let first = words.first, first.hasPrefix("@") || memberModifiers.contains(String(first)) { words = words.dropFirst() }
        guard let keyword = words.first else { return nil }
        // An Objective-C method (`- (NSDictionary *)extensionInfo {`).
        if keyword.hasPrefix("-") || keyword.hasPrefix("+"), line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst().drop(while: { $0 == " " }).hasPrefix("(") {
            return declaredName(Substring(line))
        }
        // Swift's `func`/`var`/`let`, Kotlin's `fun`/`val`.
        if ["func", "var", "let", "fun", "val"].contains(keyword), let rest = words.dropFirst().first {
            let name = rest.prefix(while: \.isNamePart)
            return name.isEmpty ? nil : String(name)
        }
        return typedMethod(words)
    }

    /// A C#, Java or Dart method, its type before its name (`static string[] BackgroundModes()`,
    /// `Future<List<String>> loadFixture(String name) {`): a type word, then the name and its `(` —
    /// not a call or a statement (`return x(`, `await y(`, `if (`).
    private static func typedMethod(_ words: ArraySlice<Substring>) -> String? {
        guard words.count >= 2, let type = words.first, !statementWords.contains(String(type)),
              type.first.map({ $0.isLetter || $0 == "_" }) == true, !type.contains("("), !type.contains("="), !type.contains(".")
        else { return nil }
        // A field set where it is declared (`static readonly DateTime Now = new DateTime(…)`).
        let second = words[words.index(after: words.startIndex)]
        if words.count >= 3, words[words.index(words.startIndex, offsetBy: 2)] == "=", second.allSatisfy(\.isNamePart) {
            return String(second)
        }
        let rest = words.dropFirst().joined(separator: " ")
        guard let open = rest.firstIndex(of: "(") else { return nil }
        let name = rest[..<open]
        guard !name.isEmpty, name.allSatisfy(\.isNamePart) else { return nil }
        return String(name)
    }

    static let memberModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "static", "class", "final", "override",
                                               "lazy", "nonisolated", "mutating", "private(set)",
                                               // C#'s, Java's, Dart's, Kotlin's
                                               "protected", "async", "virtual", "sealed", "readonly", "const", "abstract", "suspend", "open", "synchronized"]
    /// Words that start a statement, not a declaration.
    static let statementWords: Set<String> = ["return", "await", "new", "throw", "if", "for", "while", "switch", "case", "else", "catch", "using",
                                              "yield", "try", "guard", "defer", "do", "in", "is", "as", "not", "and", "or", "assert", "expect"]

    static func indentation(_ line: String) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }

    /// A line of code less its `//` comment (`task.simulateExpiration()  // as the Live Activity's cancel
    /// does` says nothing of Live Activities), unless the `//` is a URL's (`https://`).
    package static func withoutComment(_ line: String) -> Substring {
        var searched = line[...]
        while let slashes = searched.range(of: "//") {
            if slashes.lowerBound > line.startIndex, line[line.index(before: slashes.lowerBound)] == ":" {
                searched = line[slashes.upperBound...]
                continue
            }
            return line[..<slashes.lowerBound]
        }
        return line[...]
    }

    /// The identifiers of a line of code.
    static func words(_ line: Substring) -> [String] {
        line.split(whereSeparator: { !$0.isNamePart }).map(String.init)
    }

    /// The end (exclusive) of an expression body that starts on the line after `start`: its line that
    /// ends with `;`, or the line before the next blank one.
    static func expressionEnd(_ lines: [String], from start: Int) -> Int {
        for index in (start + 1)..<lines.count {
            let text = withoutComment(lines[index]).trimmingCharacters(in: .whitespaces)
            if text.isEmpty { return index }
            if text.hasSuffix(";") { return index + 1 }
        }
        return lines.count
    }

    /// The end (exclusive) of the declaration at `start`: where its braces close, or the end of `lines`.
    /// A declaration with no brace on its line is that line (`let x = 1`), unless its brace may come on
    /// a later line (`braceOnLaterLine`: a function's signature over several lines).
    static func closingLine(_ lines: [String], from start: Int, braceOnLaterLine: Bool = false) -> Int {
        var depth = 0, opened = false
        for index in start..<lines.count {
            for character in lines[index] where character == "{" || character == "}" {
                depth += character == "{" ? 1 : -1
                opened = true
            }
            if opened ? depth <= 0 : !braceOnLaterLine { return index + 1 }
        }
        return lines.count
    }

    static func isTestAttribute(_ line: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix("@Test")
    }

    /// The end (exclusive, in `window.lines`) of the function declared first after the attribute at
    /// `attribute`: where its braces close, or the window's end.
    static func declaredBelow(_ window: Excerpt, from attribute: Int) -> Int? {
        guard let declaration = window.lines[attribute...].firstIndex(where: declaresFunction) else { return nil }
        return closingLine(window.lines, from: declaration, braceOnLaterLine: true)
    }

    /// A line that declares a function, or begins a test case, in the languages iOS tests are written
    /// in: Swift's `func` (Kotlin's `fun`), Objective-C's `- (void)`, a C# or Java method (`public async
    /// Task Name()`, `void testName()`), a test case of Jest, Detox, Mocha or Dart (`it('…', async () => {`,
    /// `test("…"`, `testWidgets('…'`), so cross-platform apps' tests are read as Swift ones are.
    static func declaresFunction(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("func ") || text.contains(" func ") || text.hasPrefix("- (void)") || text.hasPrefix("-(void)") { return true }
        // A computed property's body (`var directory: URL {`), where a trap in the app's code may be.
        if declaresComputedProperty(text) { return true }
        if text.hasPrefix("fun ") || text.contains(" fun ") && !text.contains("\"") { return true }
        // Python's (pytest, Appium's Python client).
        if text.hasPrefix("def ") || text.hasPrefix("async def ") { return true }
        if testCaseCalls.contains(where: { call in text.hasPrefix(call) && text.dropFirst(call.count).first.map { "'\"`".contains($0) } == true }) { return true }
        return declaresMethod(text)
    }

    /// `var directory: URL {`, `private static var shared: Store {`: a Swift computed property (a type
    /// after the colon, the brace at the line's end, no `=`); or a type's property a closure initialises
    /// once (`static let departureBoard: Bundle = {`, `lazy var`), whose body runs the same way — not a
    /// local constant (`let url: URL = {` inside a test's function), which has no such modifier.
    package static func declaresComputedProperty(_ text: Substring) -> Bool {
        guard text.hasSuffix("{"), let colon = text.firstIndex(of: ":") else { return false }
        let typeScoped = text.split(separator: " ").contains { $0 == "static" || $0 == "lazy" || $0 == "class" }
        let initialised = typeScoped && text.hasSuffix("= {") && text.filter({ $0 == "=" }).count == 1
        guard initialised || !text.contains("=") else { return false }
        let words = text[..<colon].split(separator: " ")
        guard words.count >= 2, words[words.count - 2] == "var" || (initialised && words[words.count - 2] == "let") else { return false }
        let modifiers: Set<Substring> = ["public", "private", "internal", "fileprivate", "static", "class", "open", "override", "nonisolated", "package", "lazy"]
        return words.dropLast(2).allSatisfy(modifiers.contains)
    }

    /// The calls that begin a test case in JavaScript's and Dart's test frameworks, before the title's quote.
    static let testCaseCalls = ["it(", "test(", "it.only(", "test.only(", "testWidgets(", "patrolTest("]

    /// `public void Name()`, `public async Task Name()`, `internal async void Name ()`, `void testName() {`:
    /// a method's declaration in C# or Java — modifiers, a return type and a name before its parentheses,
    /// with no assignment or call before them.
    static func declaresMethod(_ text: Substring) -> Bool {
        guard let open = text.firstIndex(of: "("), text.contains(")") else { return false }
        let words = text[..<open].split(separator: " ")
        guard words.count >= 2, let name = words.last, name.allSatisfy(\.isNamePart) else { return false }
        let modifiers: Set<Substring> = ["public", "private", "internal", "protected", "static", "async", "override", "virtual", "final"]
        let types: Set<Substring> = ["void", "Task", "ValueTask"]
        let leading = words.dropLast()
        guard leading.allSatisfy({ modifiers.contains($0) || types.contains($0) || $0.hasPrefix("Task<") }) else { return false }
        return leading.contains { types.contains($0) || $0.hasPrefix("Task<") }
    }
}
