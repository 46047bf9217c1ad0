import EvidenceCore

/// How .NET test runners (xUnit, NUnit, XHarness, App Center) name a test and a frame of its stack:
/// `Namespace.Class.Method(arguments)`, `at Namespace.Class.Method () [0x00061] in /path/File.cs:30`.
enum DotNetTestName {
    /// `Namespace.Class.Method` (arguments of a theory kept with the method): the method, its class
    /// as the suite, the namespace as the module. A name with no class, or with blanks outside its
    /// arguments, is no test's.
    static func identifier(_ name: String) -> TestIdentifier? {
        let call = name.firstIndex(of: "(") ?? name.endIndex
        let path = name[..<call]
        guard !path.isEmpty, !path.contains(" ") else { return nil }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let method = String(parts[parts.count - 1]) + name[call...]
        return TestIdentifier(module: parts.count > 2 ? parts.dropLast(2).joined(separator: ".") : nil,
                              suite: String(parts[parts.count - 2]), name: method)
    }

    /// The file and line a .NET stack frame names: `at … in /path/File.cs:line 22` (.NET), or
    /// `at … [0x00061] in /path/File.cs:30` (Mono, as Xamarin's and NUnit's runners on macOS print it).
    static func frameLocation(_ frame: Substring) -> SourceLocation? {
        let frame = frame.drop { $0 == " " || $0 == "\t" }
        guard frame.hasPrefix("at "), let within = frame.range(of: " in ", options: .backwards) else { return nil }
        let place = frame[within.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        if place.contains(":line ") { return lineMarkedPlace(Substring(place)) }
        guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]), colon > place.startIndex else { return nil }
        return SourceLocation(file: String(place[..<colon]), line: number)
    }

    /// `/path/File.cs:line 22` (what follows a .NET frame's ` in `): the file and line; nil without a
    /// file or a number.
    static func lineMarkedPlace(_ place: Substring) -> SourceLocation? {
        guard let marker = place.range(of: ":line "), let number = Int(place[marker.upperBound...].prefix { $0.isNumber }) else { return nil }
        let file = String(place[..<marker.lowerBound])
        return file.isEmpty ? nil : SourceLocation(file: file, line: number)
    }
}
