import EvidenceCore
import EvidenceReaders

/// Finds task identifiers in free text and splits test names into words.
enum TaskIdentifierScanner {
    /// Reverse-DNS strings with at least three components (`com.example.app.refresh`).
    static func identifiers(in text: String) -> Set<String> {
        var found = Set<String>()
        let bytes = Array(text.utf8)
        var start = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            let lower = byte | 0x20
            return (lower >= 97 && lower <= 122) || (byte >= 48 && byte <= 57) || byte == 46 || byte == 45 || byte == 95
        }
        func take(_ end: Int) {
            var (low, high) = (start, end)
            while low < high, bytes[low] == 46 { low += 1 }
            while high > low, bytes[high - 1] == 46 { high -= 1 }
            guard high - low >= 5 else { return }
            let candidate = String(decoding: bytes[low..<high], as: UTF8.self)
            let parts = candidate.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }), parts[0].first?.isLetter == true,
                !candidate.hasSuffix(".swift"), !candidate.hasSuffix(".m"), !isCodeSymbol(from: low, to: end)
            else { return }
            found.insert(candidate)
        }
        // A qualified name in code (a Kotlin/Native frame's `kfun:com.example.sync.SyncRunnerTest.$run…`,
        // `#method`, a call `com.example.Foo.bar(`) is a class or a function, not a task.
        // So is the unified log's `[subsystem:category]` before a message (`[com.example.app:Refresh]`):
        // the logger's name, not a task's.
        func isCodeSymbol(from low: Int, to end: Int) -> Bool {
            if end < bytes.count, [UInt8(ascii: "("), UInt8(ascii: "#"), UInt8(ascii: "$")].contains(bytes[end]) { return true }
            if low > 0, bytes[low - 1] == UInt8(ascii: "["), end < bytes.count, bytes[end] == UInt8(ascii: ":") { return true }
            return low >= 5 && bytes[(low - 5)..<low].elementsEqual("kfun:".utf8)
        }
        for (index, byte) in bytes.enumerated() where !isIdentifierByte(byte) {
            if index > start { take(index) }
            start = index + 1
        }
        if bytes.count > start { take(bytes.count) }
        return found
    }

    /// `task with identifier X`, `task request with identifier X`, `identifier=X` of a plugin's task.
    /// The tasks `text` names the way `source` says a signal names them.
    static func tasks(in text: String, as source: IdentifierSource) -> Set<String> {
        switch source {
        case .namedTask: namedTasks(in: text)
        case .anyIdentifier: identifiers(in: text)
        case .none: []
        }
    }

    /// A character a task's name may hold (a plugin's `flutter_background_fetch`, reverse DNS, `-`).
    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "._-".contains(character)
    }

    /// `text` holds `identifier` as a whole token (not the start of `….digest-weekly`): the app's own words
    /// name it so, where the system's markers (`bgRefresh-`, `with identifier `) that `namedTasks` reads are not there.
    static func names(_ identifier: String, exactlyIn text: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: identifier) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            // (A sentence's full stop after it still ends it, at the text's end or before a blank.)
            let afterEnds = after.map { character in
                guard character == "." else { return !isNameCharacter(character) }
                let next = text.index(after: range.upperBound)
                return next == text.endIndex || !isNameCharacter(text[next])
            } ?? true
            if !(before.map(isNameCharacter) ?? false), afterEnds { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    static func namedTasks(in text: String) -> Set<String> {
        // Most texts name no task: in ASCII text (where no canonical equivalence can stretch a match),
        // a byte search for each marker says so without Foundation's `range(of:)`, which costs far more.
        // dasd names a task's activity `bgRefresh-<identifier>:<suffix>` (`bgProcessing-` for a processing task).
        // The framework's descriptions name one too (`<BGAppRefreshTask: <task>>`, `<BGProcessingTaskRequest: <task>, …>`).
        let markers = ["with identifier ", "identifier=", "forTaskWithIdentifier:@\"", "bgProcessing-", "bgRefresh-",
                       "<BGAppRefreshTask: ", "<BGProcessingTask: ", "<BGAppRefreshTaskRequest: ", "<BGProcessingTaskRequest: "]
        if !markers.contains(where: { text.includes($0) }), text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        // A session's `with identifier` names no task (`sessionIdentifiers`).
        return identifiers(after: markers, in: text, skipping: ["<", "\""]) { marker, before in
            marker != "with identifier " || !namesASession(before)
        }
    }

    /// The identifiers in the tokens that follow each of `markers` in `text` (after any of
    /// `skipping`), where `keep` accepts the marker and the text before it.
    private static func identifiers(after markers: [String], in text: String, skipping: Set<Character>,
                                    keep: (_ marker: String, _ before: Substring) -> Bool) -> Set<String> {
        var found = Set<String>()
        for marker in markers {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                defer { rest = rest[range.upperBound...] }
                guard keep(marker, rest[..<range.lowerBound]) else { continue }
                // dasd's activity name may hold more than one part (`bgRefresh-<app>:<task>:3A91C2` as some
                // captures print it): every reverse-DNS part is named; the app's own is dropped by the caller.
                let colonParts = marker.hasPrefix("bg")
                let token = rest[range.upperBound...].drop { skipping.contains($0) }.prefix {
                    $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" || (colonParts && $0 == ":")
                }
                found.formUnion(identifiers(in: String(token)))
            }
        }
        return found
    }

    /// The identifiers `text` gives to background URLSessions (`A background URLSession with identifier
    /// X`, `URLSessionConfiguration.background(withIdentifier: "X")`, an app's `resumed in background
    /// session X`): never a task's.
    static func sessionIdentifiers(in text: String) -> Set<String> {
        guard text.includes("ession") || text.includes("background(withIdentifier") else { return [] }
        return speaksOnlyOfSessions(text) ? identifiers(in: text) : namedSessionIdentifiers(in: text)
    }

    /// The identifiers `text` names as a session's by the words that hand one over (`with identifier`,
    /// `background(withIdentifier:`, `handleEventsForBackgroundURLSession:`): a session's wherever else
    /// the failure names them, unlike those of a text about sessions alone (`speaksOnlyOfSessions`).
    static func namedSessionIdentifiers(in text: String) -> Set<String> {
        guard text.includes("ession") || text.includes("background(withIdentifier") else { return [] }
        // (`application(_:handleEventsForBackgroundURLSession:completionHandler:)` is handed a session's identifier;
        // so is a call that makes or names a session by it, `makeSession(identifier: "…")`, `backgroundSession(withIdentifier:`.)
        return identifiers(after: ["with identifier ", "background(withIdentifier:", "background session ", "Background session ", "handleEventsForBackgroundURLSession:"]
                                   + sessionCalls, in: text, skipping: [" ", "\""]) { marker, before in
            if marker == "with identifier " { return namesASession(before) }
            return !sessionCalls.contains(marker) || makesASession(before)
        }
    }

    /// A call's ending that hands it an identifier, `…Session(identifier:`: a session's where the call makes one (`makesASession`).
    private static let sessionCalls = ["Session(identifier:", "session(identifier:", "Session(withIdentifier:", "session(withIdentifier:"]

    /// A text about a background URL session and no task (`… must reattach to the same background session`,
    /// `… not kept for urlSessionDidFinishEvents`): every identifier in it is a session's.
    static func speaksOnlyOfSessions(_ text: String) -> Bool {
        ["URLSession", "urlSession", "background session", "Background session", "sessionIdentifier", "session identifier"].contains(where: text.includes)
            && !["task", "Task", "submit", "Submit", "schedul", "Schedul", "register", "Register", "ermitted", "Info.plist"].contains(where: text.includes)
    }

    /// The call before `Session(identifier:` makes, names or restores a URL session (`makeSession`, `backgroundSession`,
    /// `downloadSession`), not an app's own wrapper of a task (`ProcessingSession(identifier:`).
    private static func makesASession(_ text: Substring) -> Bool {
        let call = String(text.reversed().prefix(while: \.isNamePart).reversed()).lowercased()
        return ["", "make", "create", "new", "background", "download", "upload", "transfer", "url", "urlsession", "restore", "reconnect"].contains(call)
    }

    /// `A background URLSession with identifier X`: the words just before `with identifier` name a
    /// session, whose identifier is its configuration's, not a BGTaskScheduler task's — a plist's
    /// permitted identifiers never list it.
    private static func namesASession(_ text: Substring) -> Bool {
        let before = text.suffix(24).lowercased()
        return before.hasSuffix("session") || before.hasSuffix("session ") || before.contains("urlsession") || before.contains("session configuration")
    }

    static func speaksOfTasks(_ text: String) -> Bool {
        SignalVocabulary.taskWords.contains { text.includes($0) }
    }

    /// Lowercased words of camelCase / snake_case names: `testCleanupTaskRuns` → test, cleanup, task, runs.
    static func words(of name: String) -> Set<String> {
        // ASCII by bytes: the rules ask this of every failure's name, and `Character`'s properties
        // cost far more. Other text takes the `Character` path below.
        var name = name
        if let words = name.withUTF8(asciiWords) { return words }
        var words = Set<String>()
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.insert(current.lowercased())
                current = String(character)
            } else if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }

    /// `words(of:)` of ASCII text, or nil when a byte is not ASCII.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Set<String>? {
        var words = Set<String>()
        var current: [UInt8] = []
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let isUpper = byte >= 65 && byte <= 90
            if isUpper, !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
                current.append(byte | 0x20)
            } else if isUpper || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                current.append(isUpper ? byte | 0x20 : byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
