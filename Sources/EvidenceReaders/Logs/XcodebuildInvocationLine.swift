import EvidenceCore

/// The command xcodebuild echoes under `Command line invocation:`, indented:
/// `    /Applications/Xcode.app/…/xcodebuild test -scheme App -destination "platform=iOS Simulator,name=iPhone 15"`.
/// Only its first `-destination` is kept, and whether the command runs tests: Simulator or device
/// decides how several failures read (the Simulator never launches a background task on its own),
/// and it is said nowhere else in the log.
package struct XcodebuildInvocationLine {
    static let header = [UInt8](ascii: "Command line invocation:")
    static let program = [UInt8](ascii: "xcodebuild")
    static let option = [UInt8](ascii: " -destination ")
    /// The actions that run tests (`build-for-testing` only builds them).
    static let testActions = [[UInt8](ascii: " test "), [UInt8](ascii: " test-without-building"), [UInt8](ascii: " \"test\""),
                              [UInt8](ascii: " \"test-without-building\"")]

    /// `platform=iOS Simulator,name=iPhone 15,OS=17.2`, without its quotes or escapes.
    let destination: String
    let runsTests: Bool
    /// The build the command tests and what it ran with: its destination's platform, its configuration,
    /// and its test plan's configuration, language and region where the command names them
    /// (`iOS Simulator Debug`, `macOS Release Fernhill-CI/German`); the platform is the whole
    /// destination when it names none (a device's id), the configuration `default` when none is given.
    let build: String
    /// The test plan and the scheme the command names (`-testPlan AppCI`, `-scheme App`), nil where it names none.
    let testPlan: String?
    let scheme: String?
    /// It runs only some tests (`-only-testing:`), as a retry of the failed ones does.
    let narrowsToSomeTests: Bool

    static let schemeOption = [UInt8](ascii: " -scheme ")
    static let configurationOption = [UInt8](ascii: " -configuration ")
    static let testPlanOption = [UInt8](ascii: " -testPlan ")
    static let onlyTestConfigurationOption = [UInt8](ascii: " -only-test-configuration ")
    static let testLanguageOption = [UInt8](ascii: " -testLanguage ")
    static let testRegionOption = [UInt8](ascii: " -testRegion ")
    /// A build's name ends with it when the command ran its test plan's every configuration.
    package static let everyConfiguration = "*"

    /// The option quoted with its value as one word (`"-destination platform=macOS,variant=Mac Catalyst"`),
    /// as a CI task that quotes each argument echoes it.
    static let quotedOption = [UInt8](ascii: " \"-destination ")
    /// The option and its value quoted apart (`"-destination" "platform=iOS Simulator,name=iPhone 16"`), as Bitrise echoes them.
    static let quotedPairOption = [UInt8](ascii: " \"-destination\" ")

    /// The command a CI step echoes before it runs it, at the line's start: a script's line (`xcodebuild test … \`),
    /// a shell's trace or prompt (`+ `, `$ `, fastlane's `$ xcodebuild …`), Azure Pipelines' `##[command]`, after the
    /// words a shell line puts before the program (`set -euo pipefail &&`, `env NSUnbufferedIO=YES`, `time`, `sudo`):
    /// read as xcodebuild's own echo is, where it names a destination. The program must be xcodebuild (or a path
    /// ending in it), not a line that merely mentions it nor a script wrapping it (`./run-xcodebuild.sh`); and a
    /// destination that is still script source (`"$DESTINATION"`, `` `…` ``, `{{ … }}`) is no place the tests ran.
    init?(echoed line: LogLine) {
        guard let start = Self.echoedProgramStart(line), let read = XcodebuildInvocationLine(line, from: start),
              !["$", "`", "{{"].contains(where: read.destination.contains) else { return nil }
        self = read
    }

    static let azureCommand = [UInt8](ascii: "##[command]")
    /// Words a shell line may put before the program it runs.
    static let prefixWords: [[UInt8]] = ["env", "time", "sudo", "exec", "command", "xcrun"].map { Array($0.utf8) }
    static let set = [UInt8](ascii: "set")
    static let pathToProgram = [UInt8](ascii: "/xcodebuild")

    /// Where an echoed shell line's program starts, if the program is xcodebuild: read on bytes, a line at a time.
    static func echoedProgramStart(_ line: LogLine) -> Int? {
        var index = line.skippingBlanks(from: 0)
        if line.hasPrefix(azureCommand, at: index) { index += azureCommand.count }
        let marks = index
        while index < line.count, line[index] == UInt8(ascii: "+") { index += 1 }
        if index < line.count, line[index] == UInt8(ascii: "$") { index += 1 }
        // A trace or prompt puts one blank before the command (`+ xcodebuild`, `$ xcodebuild`): not none (a printed
        // diff's `+xcodebuild …`), not several (its `+    xcodebuild …`).
        if index > marks, !(line.hasPrefix([0x20], at: index) && !line.hasPrefix([0x20, 0x20], at: index)) { return nil }
        for _ in 0..<12 {
            index = line.skippingBlanks(from: index)
            guard index < line.count else { return nil }
            let end = line.firstIndex(of: 0x20, from: index) ?? line.count
            // (A word quoted whole, Bitrise's `"NSUnbufferedIO=YES"`, is read without its quotes.)
            let quoted = line[index] == UInt8(ascii: "\"") || line[index] == UInt8(ascii: "'")
            let (start, stop) = quoted && end - index >= 2 ? (index + 1, end - 1) : (index, end)
            let word = UnsafeRawBufferPointer(rebasing: line.bytes[start..<stop])
            // `xcodebuild`, or a path to it (`/usr/bin/xcodebuild`), not a script named after it (`run-xcodebuild.sh`).
            if word.elementsEqual(program) || word.suffix(pathToProgram.count).elementsEqual(pathToProgram) { return index }
            if word.elementsEqual(set) {
                // `set -o pipefail && …`, `set -eo pipefail; …`: the command after it.
                let and = line.firstIndex(of: [UInt8](ascii: "&&"), from: end).map { $0 + 2 }
                let semicolon = line.firstIndex(of: UInt8(ascii: ";"), from: end).map { $0 + 1 }
                guard let next = [and, semicolon].compactMap({ $0 }).min() else { return nil }
                index = next
            } else if prefixWords.contains(where: { word.elementsEqual($0) }) || (word.contains(UInt8(ascii: "=")) && word.first != UInt8(ascii: "-")) {
                index = end
            } else {
                return nil
            }
        }
        return nil
    }

    init?(_ line: LogLine) {
        let start = line.skippingBlanks(from: 0)
        guard start > 0 else { return nil }
        self.init(line, from: start)
    }

    private init?(_ line: LogLine, from start: Int) {
        guard let program = line.firstIndex(of: Self.program, from: start) else { return nil }
        let found: String?
        if let option = line.firstIndex(of: Self.option, from: program) {
            found = Self.argument(line, from: option + Self.option.count)
        } else if let option = line.firstIndex(of: Self.quotedPairOption, from: program) {
            found = Self.argument(line, from: option + Self.quotedPairOption.count)
        } else if let option = line.firstIndex(of: Self.quotedOption, from: program),
                  let end = line.firstIndex(of: UInt8(ascii: "\""), from: option + Self.quotedOption.count) {
            found = line.text(option + Self.quotedOption.count..<end)
        } else {
            return nil
        }
        guard let destination = found, !destination.isEmpty, destination.utf8.count <= 300 else { return nil }
        self.destination = destination
        func value(_ option: [UInt8]) -> String? {
            line.firstIndex(of: option, from: program).flatMap { Self.argument(line, from: $0 + option.count) }
        }
        // A test plan's configuration sets the language, region, environment and arguments the build
        // runs with: part of what ran. A plan run whole may run several, which the log does not tell apart.
        // (Also as Bitrise echoes them, the option and its value quoted apart: `"-scheme" "App"`.)
        func named(_ option: [UInt8]) -> String? {
            value(option) ?? line.firstIndex(of: [0x20, 0x22] + option.dropFirst().dropLast() + [0x22, 0x20], from: program).flatMap { Self.argument(line, from: $0 + option.count + 2) }
        }
        narrowsToSomeTests = line.firstIndex(of: [UInt8](ascii: "-only-testing"), from: program) != nil
        testPlan = named(Self.testPlanOption)
        scheme = named(Self.schemeOption)
        let plan = value(Self.testPlanOption).map { plan in value(Self.onlyTestConfigurationOption).map { "\(plan)/\($0)" } ?? "\(plan)/\(Self.everyConfiguration)" }
        let settings = [plan, value(Self.testLanguageOption), value(Self.testRegionOption)].compactMap { $0 }
        build = ([Self.build(destination: destination, configuration: value(Self.configurationOption))] + settings).joined(separator: " ")
        runsTests = Self.testActions.contains { line.firstIndex(of: $0, from: program) != nil } || line.hasSuffix([UInt8](ascii: " test"))
    }

    /// One shell word from `start`: quoted up to the same quote (nil when it never closes), else up
    /// to an unescaped blank, `\ ` standing for a space.
    static func argument(_ line: LogLine, from start: Int) -> String? {
        guard start < line.count else { return nil }
        let quote = line[start]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let end = line.firstIndex(of: quote, from: start + 1) else { return nil }
            return line.text(start + 1..<end)
        }
        var bytes: [UInt8] = []
        var index = start
        while index < line.count, line[index] != 0x20, line[index] != 0x09 {
            if line[index] == UInt8(ascii: "\\"), index + 1 < line.count { index += 1 }
            bytes.append(line[index])
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A build's name: its destination's platform (the whole destination when it names none) and its
    /// configuration (`default` when the command gives none).
    package static func build(destination: String, configuration: String?) -> String {
        "\(platform(of: destination) ?? destination) \(configuration ?? "default")"
    }

    /// The value of a destination's `platform=` key (`iOS Simulator`, `macOS`), nil when it has none.
    package static func platform(of destination: String) -> String? {
        destination.split(separator: ",").lazy.compactMap { pair -> String? in
            let trimmed = pair.drop { $0 == " " }
            return trimmed.hasPrefix("platform=") ? String(trimmed.dropFirst("platform=".count)) : nil
        }.first
    }

    /// Whether a destination is a Simulator (`platform=iOS Simulator,…`; one named only by a
    /// Simulator's UUID is not told apart).
    package static func isSimulator(_ destination: String) -> Bool {
        destination.contains("Simulator")
    }
}
