import EvidenceCore
import EvidenceReaders
import Foundation

/// Finds the background tasks an app registers in its source: `BGTaskScheduler.shared.register(
/// forTaskWithIdentifier: …)` in Swift and `registerForTaskWithIdentifier:` in Objective-C. The
/// identifier is a string literal, or a constant defined by a literal somewhere in the scanned
/// sources (`static let refreshID = "…"`, `case refresh = "…"`, `NSString *const X = @"…"`).
/// The task's kind comes from the handler's cast (`as? BGProcessingTask`) or from the request the
/// app creates for the same identifier (`BGProcessingTaskRequest(identifier:)`).
package struct TaskRegistrationScanner {
    package struct Unresolved: Hashable, Sendable {
        package var expression: String
        package var location: SourceLocation
        package var reason: String
    }

    package struct Result: Sendable {
        package var tasks: [RegisteredTask]
        package var unresolved: [Unresolved]
        package var filesScanned: Int
        package var skipped: [String]
    }

    package static let sourceExtensions: Set<String> = ["swift", "m", "mm"]
    package static let skippedDirectories: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]
    static let maximumFileSize = 4 * 1024 * 1024
    static let registerMarker = Array("orTaskWithIdentifier".utf8)
    static let requestMarker = Array("TaskRequest".utf8)

    private struct Call {
        var expression: String
        var location: SourceLocation
        var handler: String
        var file: Int
    }

    private struct Request {
        var kind: RegistrationRecord.TaskKind
        var expression: String
        var location: SourceLocation
        var file: Int
    }

    package static func scan(directory: String) throws -> Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EvidenceError(.inputUnavailable, "Cannot read the source directory \(directory): no such directory.")
        }
        let relative = { (path: String) -> String in
            path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
        }
        var skipped: [String] = []
        // Read one file at a time as the scan asks: only their definitions, calls and requests are kept, not their text.
        let files = sourcePaths(under: directory).lazy.compactMap { path -> (path: String, data: Data)? in
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumFileSize, let data = FileReader.contents(of: path, limit: maximumFileSize).map({ Data($0) }) else {
                skipped.append(path)
                return nil
            }
            return (relative(path), data)
        }
        var result = scan(files: files)
        result.skipped = skipped
        return result
    }

    /// The same scan over files already read (`path` as the result should name it): an archive's
    /// `sources/`, for `gate --archive`.
    package static func scan(files: some Sequence<(path: String, data: Data)>) -> Result {
        var definitions: [IdentifierExpression.Definitions] = []
        var calls: [Call] = []
        var requests: [Request] = []
        for (path, data) in files {
            let text = String(decoding: data, as: UTF8.self)
            let index = definitions.count
            definitions.append(IdentifierExpression.definitions(in: text))
            // Byte search: Foundation's String.contains is slow on Linux, and this runs on every file.
            if data.withUnsafeBytes({ ByteSearch.firstIndex(of: Self.registerMarker, in: $0) != nil }) {
                calls += registerCalls(in: text).map {
                    Call(expression: $0.expression, location: SourceLocation(file: path, line: $0.line), handler: $0.handler, file: index)
                }
            }
            if data.withUnsafeBytes({ ByteSearch.firstIndex(of: Self.requestMarker, in: $0) != nil }) {
                requests += Self.requests(in: text).map {
                    Request(kind: $0.kind, expression: $0.expression, location: SourceLocation(file: path, line: $0.line), file: index)
                }
            }
        }
        // Requests the app builds, by resolved identifier: their class says the kind.
        var requestKinds: [String: (RegistrationRecord.TaskKind, String)] = [:]
        for request in requests {
            if case .success(let identifier) = IdentifierExpression.resolve(request.expression, in: request.file, definitions) {
                requestKinds[identifier] = (request.kind, "\(request.kind == .processing ? "BGProcessingTaskRequest" : "BGAppRefreshTaskRequest") at \(request.location.file):\(request.location.line)")
            }
        }
        var tasks: [RegisteredTask] = []
        var unresolved: [Unresolved] = []
        for call in calls {
            switch IdentifierExpression.resolve(call.expression, in: call.file, definitions) {
            case .failure(let reason):
                unresolved.append(Unresolved(expression: call.expression, location: call.location, reason: reason.message))
            case .success(let identifier):
                var task = RegisteredTask(identifier: identifier, origin: .source(call.location))
                if let kind = handlerKind(call.handler) {
                    task.kind = kind
                    task.kindReason = "the handler casts to \(kind == .processing ? "BGProcessingTask" : "BGAppRefreshTask") at \(call.location.file):\(call.location.line)"
                } else if let (kind, reason) = requestKinds[identifier] {
                    task.kind = kind
                    task.kindReason = reason
                }
                tasks.append(task)
            }
        }
        return Result(tasks: tasks, unresolved: unresolved, filesScanned: definitions.count, skipped: [])
    }

    /// A cross-platform plugin's iOS setup call, which registers the plugin's tasks for the app
    /// (Flutter's workmanager, Transistorsoft's background_fetch for Flutter and React Native).
    static let pluginSetupMarkers = ["WorkmanagerPlugin.register", "TSBackgroundFetch"].map { Array($0.utf8) }

    /// The files under `directory` that register background tasks — a `register(forTaskWithIdentifier:)`
    /// call (or Objective-C's) or a plugin's setup call, outside comments — relative to it, sorted,
    /// each with the line of its first such call. Only a byte search and the call finder the gate
    /// uses: no identifier is resolved, so this is cheap enough for `collect` on a whole checkout.
    /// A file whose real path (links resolved) is outside `directory` is not read.
    package static func registeringFiles(under directory: String) -> [SourceLocation] {
        var found: [SourceLocation] = []
        let root = CanonicalPath.of(directory)
        for path in sourcePaths(under: directory) {
            guard CanonicalPath.of(path).hasPrefix(root == "/" ? "/" : root + "/") else { continue }
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumFileSize, let data = FileReader.contents(of: path, limit: maximumFileSize).map({ Data($0) }) else { continue }
            let relative = String(path.dropFirst(directory.count + 1))
            if let line = firstRegistrationLine(data) { found.append(SourceLocation(file: relative, line: line)) }
        }
        return found
    }

    /// The line of the first registration or plugin setup call in a file, nil when it has none.
    static func firstRegistrationLine(_ data: Data) -> Int? {
        let markers = [registerMarker] + pluginSetupMarkers
        guard data.withUnsafeBytes({ raw in markers.contains { ByteSearch.firstIndex(of: $0, in: raw) != nil } }) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        var lines = registerCalls(in: text).map(\.line)
        let bytes = Array(data)
        let blockComments = blockCommentRanges(bytes)
        for marker in pluginSetupMarkers {
            var start = 0
            while let hit = bytes.withUnsafeBytes({ ByteSearch.firstIndex(of: marker, in: $0, from: start) }) {
                start = hit + marker.count
                guard !isInLineComment(bytes, hit), !blockComments.contains(where: { $0.contains(hit) }) else { continue }
                lines.append(bytes[0..<hit].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 })
                break
            }
        }
        return lines.min()
    }

    package static func sourcePaths(under directory: String, extensions: Set<String> = sourceExtensions) -> [String] {
        var paths: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if skippedDirectories.contains(name) || (name.hasPrefix(".") && name.count > 1) {
                enumerator.skipDescendants()
                continue
            }
            if extensions.contains((name as NSString).pathExtension) {
                paths.append(directory + "/" + relative)
            }
        }
        return paths.sorted()
    }

    // MARK: - Calls

    static let swiftLabel = Array("forTaskWithIdentifier:".utf8)
    static let swiftCallee = Array("register(".utf8)
    static let objcCall = Array("registerForTaskWithIdentifier:".utf8)

    /// Each register call: the identifier argument's text, its line and the call's text with its
    /// trailing closure (where the handler's cast is).
    static func registerCalls(in text: String) -> [(expression: String, line: Int, handler: String)] {
        let bytes = Array(text.utf8)
        let blockComments = blockCommentRanges(bytes)
        var found: [(String, Int, String)] = []
        for needle in [swiftLabel, objcCall] {
            var start = 0
            while var hit = bytes.withUnsafeBytes({ ByteSearch.firstIndex(of: needle, in: $0, from: start) }) {
                start = hit + needle.count
                if needle == swiftLabel {
                    // `register(` then the label, possibly on the next line: `register(\n    forTaskWithIdentifier:`.
                    var before = hit
                    while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before - 1]) { before -= 1 }
                    guard before >= swiftCallee.count, Array(bytes[(before - swiftCallee.count)..<before]) == swiftCallee else { continue }
                    hit = before - swiftCallee.count
                }
                guard !isInLineComment(bytes, hit), !blockComments.contains(where: { $0.contains(hit) }) else { continue }
                let argumentStart = start
                let argumentEnd = endOfExpression(bytes, from: argumentStart)
                let expression = String(decoding: bytes[argumentStart..<argumentEnd], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                let callEnd = endOfCall(bytes, from: argumentEnd)
                let line = bytes[0..<hit].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                found.append((expression, line, String(decoding: bytes[hit..<callEnd], as: UTF8.self)))
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// `/* … */` comments (Swift nests them), so a registration commented out does not count.
    static func blockCommentRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        var depth = 0
        var start = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                if depth == 0 { start = index }
                depth += 1
                index += 2
            } else if depth > 0, bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { ranges.append(start..<index) }
            } else {
                index += 1
            }
        }
        if depth > 0 { ranges.append(start..<bytes.count) }
        return ranges
    }

    static func isInLineComment(_ bytes: [UInt8], _ index: Int) -> Bool {
        var start = index
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        let line = bytes[start..<index]
        return line.indices.contains { $0 + 1 < index && bytes[$0] == UInt8(ascii: "/") && bytes[$0 + 1] == UInt8(ascii: "/") }
    }

    /// The end of an argument: the `,` or closing bracket at depth 0 (Swift) or the next ` ` keyword
    /// part (`usingQueue:` in Objective-C); string literals are skipped whole.
    static func endOfExpression(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        var sawText = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = endOfString(bytes, from: index)
                sawText = true
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return index }
            case 0x20, 0x0A, 0x09, 0x0D:
                // Objective-C: `registerForTaskWithIdentifier:ID usingQueue:nil launchHandler:…`
                if depth == 0, sawText { return index }
            default:
                sawText = true
            }
            index += 1
        }
        return index
    }

    static func endOfString(_ bytes: [UInt8], from quote: Int) -> Int {
        var index = quote + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == 0x0A { return index + 1 }
            index += 1
        }
        // A file that ends inside a string (after a `\\`) must not send callers past its end.
        return min(index, bytes.count)
    }

    /// From the end of the identifier argument to the end of the call and its trailing closure.
    static func endOfCall(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(bytes, from: index); continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    var next = index + 1
                    while next < bytes.count, [0x20, 0x0A, 0x09, 0x0D].contains(bytes[next]) { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: "{") {
                        return matchingBrace(bytes, from: next)
                    }
                    return index + 1
                }
                depth -= 1
            default: break
            }
            index += 1
        }
        return index
    }

    static func matchingBrace(_ bytes: [UInt8], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index = endOfString(bytes, from: index); continue
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return index
    }

    static func handlerKind(_ handler: String) -> RegistrationRecord.TaskKind? {
        let processing = handler.contains("BGProcessingTask")
        let refresh = handler.contains("BGAppRefreshTask")
        if processing == refresh { return nil }
        return processing ? .processing : .appRefresh
    }

    static let requestPattern = try! NSRegularExpression(
        pattern: #"(BGAppRefreshTaskRequest|BGProcessingTaskRequest)\s*(?:\(\s*identifier:|alloc\]\s*initWithIdentifier:)\s*([^,)\]\n]+)"#)

    static func requests(in text: String) -> [(kind: RegistrationRecord.TaskKind, expression: String, line: Int)] {
        let range = NSRange(text.startIndex..., in: text)
        return requestPattern.matches(in: text, range: range).compactMap { match in
            guard let kind = Range(match.range(at: 1), in: text), let expression = Range(match.range(at: 2), in: text) else { return nil }
            let line = text[..<kind.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            return (text[kind] == "BGProcessingTaskRequest" ? .processing : .appRefresh,
                    String(text[expression]).trimmingCharacters(in: .whitespaces), line)
        }
    }
}
