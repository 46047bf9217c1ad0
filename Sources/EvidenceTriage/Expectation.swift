import EvidenceCore
import EvidenceReaders
import EvidenceRun
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
        /// A sleep or a run of fixed length, or a wait of minutes for an element, not a wait for the
        /// app's own callback: whatever the test then asserts, it asserts on what happened in that time.
        package var isFixed = false
    }

    /// The test waited: an expectation timeout, a sleep, or a run as long as a round timeout.
    package var wait: Wait?
    /// The timed-out wait, when what it awaited is the system's doing (its words, or the test's name,
    /// say so) and the failure is about background work: a wait for the OS to launch a task.
    package var systemWait: FailureContext.Text?
    /// A timed-out wait of seconds (`shortWaitSeconds`) that nothing says was for the system: no OS
    /// launch, delivery or transfer is given to a test that quickly, so the code under test was to
    /// answer in that time (a retry's delay longer than the wait, a callback never called).
    package var shortWaitForTheCode = false
    /// The test's name or a failure message sets a timetable (`…RunsWithinTwentyMinutes`,
    /// `…StartsRightAfterSubmit`, `fires every minute`, `fetch events in 5 minutes`): the test
    /// expected something to happen by a time. What the failure or the name says it with.
    package var deadline: FailureContext.Text?
    /// The test double that stood in for the OS's scheduler or clock, where the evidence names one.
    package var double: FailureContext.Text?
    /// The event the test delivered itself is a launch it simulated (`_simulateLaunchForTaskWithIdentifier`):
    /// the scheduler runs it only for a request it holds.
    package var simulatesTheLaunch: Bool { (deliversSystemEvent?.excerpt ?? "").includes("_simulateLaunch") }
    /// The test delivered the system's event itself, not by having the scheduler launch a task: it
    /// stands in for the OS.
    package var deliversItsOwnSystemEvent: Bool { deliversSystemEvent != nil && !simulatesTheLaunch }
    /// The test's code submitted a task request before its fixed sleep (`submittedBeforeItSlept`).
    package var submittedBeforeItSlept = false
    /// The test's code reads the system's record of what it delivered (`deliveredNotifications()`).
    package var readsWhatTheSystemDelivered: EvidencePointer?
    /// The line of the test's code that delivers a system event to the app itself (`SignalVocabulary.systemEventDeliveries`).
    package var deliversSystemEvent: EvidencePointer?
    /// The line of the test's code that hands the code under test a closure fulfilling an expectation
    /// (`Job(…).run { _ in finished.fulfill() }`): what it then waited for was that call's callback — not a
    /// handler it registers with the system, nor an observer of the system's notifications.
    package var fulfilledByItsCall: EvidencePointer?
    /// The line of the test's code that sent the app to the background (or had the Simulator act for
    /// the OS) with no line after it bringing the app back: what the test then awaited had to come
    /// while the app was not in front (`SignalVocabulary.backgroundingCalls`).
    package var leftTheForeground: EvidencePointer?
    /// The line of the test's code that slept (or waited a fixed time) after sending the app to the
    /// background and before bringing it back: what it then asserts had to happen while the app was
    /// not in front, when the OS decides whether it runs at all.
    package var sleptInTheBackground: EvidencePointer?
    /// The test's name says what it expects comes once the app is back in front (`…AfterResume`,
    /// `…CompletesAfterReturningToForeground`, `refreshes after returning from background`): whatever
    /// the OS did while it was away, the app in front again is to finish or restart its work itself.
    package var expectsItBackInFront = false
    /// The line of a UI test's code that waits for the app to be suspended (`app.wait(for:
    /// .runningBackgroundSuspended, timeout: 40)`): it waits for the app to give its time back, not
    /// for the OS to run anything.
    package var waitsForTheAppsSuspension: EvidencePointer?

    init() {}

    init(_ context: FailureContext) {
        wait = Self.wait(context)
        submittedBeforeItSlept = Self.submittedBeforeItSlept(context, wait)
        deadline = Self.deadline(context)
        // A double stands in for the OS only while the test reads its own records: one that then reads
        // what the system delivered waits on the OS, whose clock the double does not move.
        readsWhatTheSystemDelivered = Self.codeLine(context) { line in SignalVocabulary.systemDeliveryRecords.contains { line.contains($0) } }
        double = readsWhatTheSystemDelivered == nil ? Self.double(context) : nil
        // (A call, not its name in a string the test prints: `NSLog("waiting for application(_:didReceiveRemoteNotification:…)")`.)
        deliversSystemEvent = Self.codeLine(context) { line in
            let code = StringLiterals.removed(from: line)
            return SignalVocabulary.systemEventDeliveries.contains(where: code.includes) || Self.callsItsOwnSimulation(code)
        } ?? Self.tapOfTheSystemsNotification(context.code)
        (leftTheForeground, sleptInTheBackground) = Self.timeAway(in: context.code)
        expectsItBackInFront = Self.namesTheReturn(context.test.id.name)
        fulfilledByItsCall = Self.fulfilledInACallbackOfItsCall(context)
        waitsForTheAppsSuspension = Self.suspensionWaitThatFailed(context)
        systemWait = deliversSystemEvent == nil ? waitForTheSystem(context) : nil
        shortWaitForTheCode = systemWait == nil && leftTheForeground == nil
            && context.text(saying: .waitTimedOut).flatMap { Self.waitSeconds($0, context) }.map { $0 <= Self.shortWaitSeconds } == true
    }

    /// A UI test's tap on the system's notification, a banner it found on SpringBoard (`springboard.otherElements["Notification"]`,
    /// then `banner.tap()`): the OS presented it, and the test delivered the tap itself — what the app made of it is the app's.
    /// (Not a tap on the app's own button, nor on SpringBoard's permission alert; comments aside.)
    static func tapOfTheSystemsNotification(_ code: [EvidencePointer]) -> EvidencePointer? {
        let lines = code.map { line in String(ArchivedSources.withoutComment(line.excerpt ?? "")) }
        let aNotificationOnSpringBoard = { (line: String) in
            line.includes("springboard") && ["Notification", "notification", "banner", "Banner"].contains(where: line.includes)
        }
        for (index, line) in lines.enumerated() {
            guard let tap = line.range(of: ".tap()") else { continue }
            let receiver = String(line[..<tap.lowerBound].reversed().prefix(while: \.isNamePart).reversed())
            let defined = receiver.isEmpty ? nil : lines[..<index].last { $0.includes("let \(receiver) =") || $0.includes("var \(receiver) =") }
            if aNotificationOnSpringBoard(line) || defined.map(aNotificationOnSpringBoard) == true { return code[index] }
        }
        return nil
    }

    /// A call of the test's own that stands in for the system's event (`simulateBackgroundTask(tideSyncTask)`,
    /// `BackgroundFetch.simulateFetch()`, `simulateSilentPush { … }`): a function named `simulate` and then what
    /// the OS delivers — a fetch, a background task, a push — not Apple's `_simulateLaunchForTaskWithIdentifier`
    /// (which still needs the scheduler to hold the request), not the app's move to the background
    /// (`simulateDidEnterBackgroundNotification()`, `simulateMoveToBackground()`), after which the OS is still to
    /// act, nor an expiration or a cold launch of the test's own making.
    static func callsItsOwnSimulation(_ code: String) -> Bool {
        var rest = Substring(code)
        while let found = rest.range(of: "simulate") {
            defer { rest = rest[found.upperBound...] }
            if found.lowerBound > code.startIndex, let before = code[..<found.lowerBound].last, before.isNamePart { continue }
            let name = code[found.upperBound...].prefix(while: \.isNamePart)
            let after = code[name.endIndex...].drop { $0 == " " }
            guard after.first == "(" || after.first == "{" else { continue }
            let words = FailureContext.NameWords(String(name)).ordered
            guard let first = words.first, words.allSatisfy({ !notTheSystemsEvent.contains($0) }) else { continue }
            if deliveredEvents.contains(first) || first == "background" && words.count > 1 && deliveredEvents.contains(words[1]) { return true }
        }
        return false
    }

    /// What the OS delivers that a test's `simulate…` may stand in for (its first word, or the one after `Background`).
    static let deliveredEvents: Set<String> = ["fetch", "task", "push", "silent", "remote", "refresh"]
    /// Words of a `simulate…` name that make it no delivery of the OS's.
    static let notTheSystemsEvent: Set<String> = ["enter", "entered", "move", "moved", "did", "expiration", "expire", "cold", "foreground", "terminate"]

    /// The wait for the app's suspension, where the failing line is that wait or asserts what it returned
    /// (`let suspended = app.wait(for: .runningBackgroundSuspended, …)`, then `XCTAssertTrue(suspended, …)`):
    /// not a later assertion after the app came back.
    private static func suspensionWaitThatFailed(_ context: FailureContext) -> EvidencePointer? {
        guard let wait = codeLine(context, { $0.contains(".runningBackgroundSuspended") }), let text = wait.excerpt else { return nil }
        let failingLines = Set(context.test.issues.compactMap { $0.location?.line })
        guard let failing = context.code.first(where: { failingLines.contains($0.line ?? -1) })?.excerpt else { return nil }
        if failing == text { return wait }
        // The name the wait's result was given, asserted on the failing line.
        let declared = text.components(separatedBy: "let ").dropFirst().first?.prefix(while: \.isNamePart)
        guard let name = declared, !name.isEmpty else { return nil }
        return failing.split(whereSeparator: { !$0.isNamePart }).contains(name) ? wait : nil
    }

    private static func wait(_ context: FailureContext) -> Wait? {
        if let timeout = context.text(saying: .waitTimedOut) {
            return Wait(how: "timed out waiting for it", seconds: seconds(in: timeout.text) ?? context.test.duration, evidence: timeout.evidence)
        }
        if let sleep = context.text(saying: .fixedSleep) {
            return Wait(how: "slept a fixed time for it", seconds: context.test.duration, evidence: sleep.evidence, isFixed: true)
        }
        // The test's own code sleeps (`sleep(60)`, `Task.sleep(for: .seconds(20))`) before it asserts — not for a
        // moment (`Task.sleep(for: .milliseconds(200))`: the code's own async work), the OS running nothing so soon,
        // unless the test simulated the launch itself.
        if let (line, seconds) = firstInCode(context, { sleepSeconds(in: $0.text, path: $0.path) }),
           seconds == 0 || seconds >= shortWaitSeconds || codeLine(context, { $0.contains("imulateLaunch") }) != nil {
            return Wait(how: "slept a fixed time for it (its code: `\((line.excerpt ?? "").trimmingCharacters(in: .whitespaces))`)",
                        seconds: seconds > 0 ? seconds : context.test.duration, evidence: line, isFixed: true)
        }
        // The test's code waited on an expectation and asserted the waiter's result (`XCTWaiter.wait(for:
        // [ran], timeout: 300)`): the message gives only the result, the code how long it waited.
        // (Or the log ends while it runs — the job's time limit cut it off — and its code waits on one: it was waiting.)
        let cutOff = context.test.issues.contains { $0.message.hasPrefix(TestLogReader.logEndsWhileRunning) }
        let assertsTheResult = cutOff || context.test.issues.contains { $0.message.includes("XCTWaiterResult") }
            || context.code.last.map { ($0.excerpt ?? "").includes("timeout:") } == true
        // (A test the log ends in whose wait was short was not waiting when it was cut off: blocked, its wait never ran out.)
        if assertsTheResult, let (line, seconds) = firstInCode(context, timeoutSeconds(in:)), !cutOff || seconds >= systemWaitSeconds {
            return Wait(how: "waited up to \(String(format: "%.0f", seconds)) seconds for it (its code: `\((line.excerpt ?? "").trimmingCharacters(in: .whitespaces))`)",
                        seconds: seconds, evidence: line)
        }
        // The failing line waits minutes for an element (`banner.waitForExistence(timeout: 300)`): what
        // it awaited came from outside the app's own call (the OS's banner, a relaunch).
        if let line = context.code.last, let text = line.excerpt, !FailureContext.isComment(text), let range = text.range(of: "waitForExistence(timeout:"),
           let seconds = product(in: text[range.upperBound...]), seconds >= systemWaitSeconds {
            return Wait(how: "waited up to \(String(format: "%.0f", seconds)) seconds for an element (its code: `\(text.trimmingCharacters(in: .whitespaces))`)",
                        seconds: seconds, evidence: line, isFixed: true)
        }
        if let duration = context.test.duration, isRoundWait(duration) {
            return Wait(how: String(format: "ran for %.0f seconds, a fixed wait", duration), seconds: duration, evidence: context.test.issues.first?.evidence, isFixed: true)
        }
        return nil
    }

    /// The seconds a line of Swift sleeps: `sleep(60)`, `Thread.sleep(forTimeInterval: 30)`,
    /// `usleep(500_000)`, `Task.sleep(nanoseconds: 5_000_000_000)`, `Task.sleep(for: .seconds(20))`;
    /// 0 when it sleeps for a time the line does not spell as a number; nil when it does not sleep.
    static func sleepSeconds(in line: String, path: String? = nil) -> Double? {
        if let seconds = otherLanguageSleep(in: line, path: path ?? "") { return seconds }
        let calls: [(String, Double)] = [
            ("Task.sleep(nanoseconds:", 1e-9), ("Task.sleep(for: .seconds(", 1), ("Task.sleep(for: .milliseconds(", 1e-3),
            ("Task.sleep(", 1e-9), ("Thread.sleep(forTimeInterval:", 1), ("usleep(", 1e-6), ("sleep(", 1),
            // Spinning the run loop to a date is a fixed wait too (`RunLoop.current.run(until: Date(timeIntervalSinceNow: 8))`).
            ("Date(timeIntervalSinceNow:", 1),
        ]
        for (call, scale) in calls {
            guard let range = line.range(of: call) else { continue }
            // `sleep(` inside another word (`Task.sleep(`, `usleep(`) is read by its own entry.
            if call == "sleep(", range.lowerBound > line.startIndex, let before = line[..<range.lowerBound].last, before.isLetter || before == "." { continue }
            return product(in: line[range.upperBound...]).map { $0 * scale } ?? 0
        }
        return nil
    }

    /// The seconds a line of the other languages iOS tests are written in sleeps: C#'s
    /// `Task.Delay(TimeSpan.FromMinutes(3))`, `Task.Delay(5000)`, `Thread.Sleep(2000)`; Java's
    /// `Thread.sleep(5000)`; Dart's `Future.delayed(const Duration(seconds: 5))`; and, in a JavaScript,
    /// TypeScript or Kotlin file, `await sleep(30000)`, `delay(5000)`, `setTimeout(resolve, 5000)` —
    /// milliseconds there; Python's `time.sleep(45)`, in seconds. nil when the line holds none of them.
    static func otherLanguageSleep(in line: String, path: String) -> Double? {
        // An argument in milliseconds; 0 when it is not spelt as a number.
        let milliseconds = { (argument: Substring) in product(in: argument).map { $0 * 1e-3 } ?? 0 }
        for call in ["Task.Delay(", "Thread.Sleep(", "Future.delayed("] {
            guard let range = line.range(of: call) else { continue }
            let argument = line[range.upperBound...]
            return durationSeconds(in: argument) ?? (call == "Future.delayed(" ? 0 : milliseconds(argument))
        }
        if let range = line.range(of: "Thread.sleep("), !line[range.upperBound...].hasPrefix("forTimeInterval:"), !line[range.upperBound...].hasPrefix("until:") {
            return milliseconds(line[range.upperBound...])
        }
        // Python's `time.sleep(45)` (pytest, Appium's Python client): seconds.
        if path.hasSuffix(".py"), let range = line.range(of: "time.sleep(") ?? line.range(of: "asyncio.sleep(") {
            return product(in: line[range.upperBound...]) ?? 0
        }
        guard [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".kt", ".kts"].contains(where: path.hasSuffix) else { return nil }
        if let range = line.range(of: "setTimeout("), let comma = line[range.upperBound...].lastIndex(of: ",") {
            return milliseconds(line[line.index(after: comma)...])
        }
        for call in ["sleep(", "delay(", "waitForTimeout("] {
            guard let range = line.range(of: call) else { continue }
            if let before = line[..<range.lowerBound].last, before.isNamePart { continue }
            return milliseconds(line[range.upperBound...])
        }
        return nil
    }

    /// A duration spelt as .NET's or Dart's types spell one: `TimeSpan.FromSeconds(180)`,
    /// `TimeSpan.FromMinutes(3)`, `Duration(seconds: 5)`, `Duration(minutes: 1)`; nil for none.
    static func durationSeconds(in text: Substring) -> Double? {
        let units: [(String, Double)] = [
            ("TimeSpan.FromMilliseconds(", 1e-3), ("TimeSpan.FromSeconds(", 1), ("TimeSpan.FromMinutes(", 60), ("TimeSpan.FromHours(", 3600),
            ("Duration(milliseconds:", 1e-3), ("Duration(seconds:", 1), ("Duration(minutes:", 60), ("Duration(hours:", 3600),
            // Java's (`runAppInBackground(Duration.ofSeconds(120))`), and Appium's calls that take seconds.
            ("Duration.ofSeconds(", 1), ("Duration.ofMinutes(", 60),
            ("backgroundApp(", 1), ("background_app(", 1), ("driver.background(", 1),
        ]
        for (spelling, scale) in units {
            guard let range = text.range(of: spelling) else { continue }
            return product(in: text[range.upperBound...]).map { $0 * scale }
        }
        // The XCUITest driver's `mobile: backgroundApp` takes its seconds as a named argument, however the
        // client spells the map (`Map.of("seconds", 90)`, `{"seconds": 120}`, `{ seconds: 30 }`, Kotlin's
        // `"seconds" to 90`, Ruby's `'seconds' => 90`): the word itself, not `milliseconds`.
        guard let command = text.range(of: "mobile: backgroundApp") else { return nil }
        var cursor = command.upperBound
        while let name = text.range(of: "seconds", range: cursor..<text.endIndex) {
            cursor = name.upperBound
            guard name.lowerBound > text.startIndex, " \"'{(\t".contains(text[text.index(before: name.lowerBound)]) else { continue }
            var value = text[name.upperBound...].drop { "\"':,=> \t".contains($0) }
            if value.hasPrefix("to ") { value = value.dropFirst(3) }
            return product(in: value)
        }
        return nil
    }

    /// The number an argument starts with, multiplied out when it is a product of literals
    /// (`20 * 60`, `15*60*1_000_000_000`): nil when it starts with no number.
    static func product(in text: Substring) -> Double? {
        var rest = text.drop { $0 == " " }
        var value: Double?
        while true {
            let digits = rest.prefix { $0.isNumber || $0 == "_" || $0 == "." }
            guard !digits.isEmpty, let number = Double(String(digits.filter { $0 != "_" })) else { break }
            value = (value ?? 1) * number
            rest = rest.dropFirst(digits.count).drop { $0 == " " }
            guard rest.first == "*" else { break }
            rest = rest.dropFirst().drop { $0 == " " }
        }
        return value
    }

    /// The timeout of an expectation wait in a line of Swift (`wait(for: [e], timeout: 300)`,
    /// `waitForExpectations(timeout: 60)`, `await fulfillment(of: [e], timeout: 10)`, `XCTWaiter…`); nil
    /// for a line that waits for no expectation (a UI element's `waitForExistence(timeout:)` is not one).
    static func timeoutSeconds(in line: String) -> Double? {
        // `app.wait(for: .runningForeground, timeout:)` waits for an app's state, not an expectation.
        guard ["wait(for: [", "wait(for:[", "waitForExpectations(", "fulfillment(of:"].contains(where: line.includes), !line.includes("waitForExistence"),
            let range = line.range(of: "timeout:")
        else { return nil }
        return product(in: line[range.upperBound...]).flatMap { $0 > 0 ? $0 : nil }
    }

    private static func double(_ context: FailureContext) -> FailureContext.Text? {
        guard let double = namedDouble(context) else { return nil }
        // A fake clock makes time pass without the wall clock: a test that ran for minutes waited on
        // real time, whatever its helper is called (`TestClock.waitUntil(hour: 7)`).
        if double.text.includes("Clock"), (context.test.duration ?? 0) >= systemWaitSeconds { return nil }
        return double
    }

    private static func namedDouble(_ context: FailureContext) -> FailureContext.Text? {
        let name = context.test.id.suite + " " + context.test.id.name
        if FakeScheduling.mentions(name) { return (name, context.test.evidence.first) }
        if let text = context.texts.first(where: { FakeScheduling.mentions($0.text) }) { return text }
        // The test's own code builds the double (`let scheduler = MockTaskScheduler()`), not a comment about one;
        // or the block its failing line opens, or a helper it uses (`helperCode`), does.
        return (codeLine(context, FakeScheduling.mentions) ?? codeLine(context, in: \.helperCode, FakeScheduling.mentions)).map { ($0.excerpt ?? "", $0) }
    }

    /// `Job(…).run { _ in finished.fulfill() }`, `loader.load(url, completion: { _ in done.fulfill() })`: a call
    /// of the code, its closure fulfilling on the same line the expectation whose wait ran out (its description,
    /// `expectation(description: "…")`, is the one the failure names unfulfilled). Not a call handing the closure
    /// to the system (a framework's type or object: `UIApplication.shared.beginBackgroundTask(…)`, `HKObserverQuery(…)`,
    /// `URLSession.shared.dataTask(…)`) or to the test's own timing (a delay, an observer).
    private static func fulfilledInACallbackOfItsCall(_ context: FailureContext) -> EvidencePointer? {
        guard let timedOut = context.text(saying: .waitTimedOut)?.text else { return nil }
        let described = Dictionary((context.code + context.helperCode).compactMap { line in Self.expectationDescription(line.excerpt ?? "") },
                                   uniquingKeysWith: { first, _ in first })
        return codeLine(context) { line in
            let code = StringLiterals.removed(from: line)
            guard let brace = code.range(of: "{") else { return false }
            let call = String(code[..<brace.lowerBound]).trimmingCharacters(in: .whitespaces)
            let body = String(code[brace.upperBound...])
            guard call.includes("("), let fulfilled = Self.fulfilledName(in: body), let description = described[fulfilled],
                  timedOut.includes("\"\(description)\"") else { return false }
            return !Self.handsItToTheSystem(call)
        }
    }

    /// `done` of `done.fulfill()`.
    private static func fulfilledName(in code: String) -> String? {
        guard let range = code.range(of: ".fulfill()") else { return nil }
        let name = code[..<range.lowerBound].reversed().prefix(while: \.isNamePart)
        return name.isEmpty ? nil : String(name.reversed())
    }

    /// `("done", "job finished")` of `let done = expectation(description: "job finished")`.
    private static func expectationDescription(_ line: String) -> (String, String)? {
        guard let call = line.range(of: "expectation(description: \""), let equals = line[..<call.lowerBound].lastIndex(of: "=") else { return nil }
        let name = line[..<equals].trimmingCharacters(in: .whitespaces).split(separator: " ").last.map(String.init) ?? ""
        let description = line[call.upperBound...].prefix { $0 != "\"" }
        return name.isEmpty || description.isEmpty ? nil : (name, String(description))
    }

    /// The call's receiver is a system framework's (its type's prefix, `UIApplication`, `HK…`, `URLSession`),
    /// or the call registers the closure with the system or the test's timing (`SignalVocabulary.systemCallbackRegistrations`).
    private static func handsItToTheSystem(_ call: String) -> Bool {
        // The root of the expression after any `let x =`, `try`, `await`: `UIApplication` of `UIApplication.shared.begin…(`.
        var expression = Substring(call.split(separator: "=", maxSplits: 1).last ?? Substring(call)).drop { $0 == " " }
        for keyword in ["try? ", "try! ", "try ", "await "] where expression.hasPrefix(keyword) { expression = expression.dropFirst(keyword.count).drop { $0 == " " } }
        let receiver = expression.prefix(while: \.isNamePart)
        if SignalVocabulary.systemTypePrefixes.contains(where: { receiver.hasPrefix($0) && receiver.dropFirst($0.count).first?.isUppercase == true })
            || SignalVocabulary.systemTypes.contains(String(receiver)) { return true }
        return SignalVocabulary.systemCallbackRegistrations.contains(where: call.includes)
    }

    /// The first line of the failing test's code (not a comment) that `matches`.
    private static func codeLine(_ context: FailureContext, in lines: KeyPath<FailureContext, [EvidencePointer]> = \.code,
                                 _ matches: (String) -> Bool) -> EvidencePointer? {
        firstInCode(context, in: lines) { matches($0) ? () : nil }?.line
    }

    /// The first line of the failing test's code (not a comment) that `read` reads, with what it read.
    private static func firstInCode<Value>(_ context: FailureContext, in lines: KeyPath<FailureContext, [EvidencePointer]> = \.code,
                                           _ read: (String) -> Value?) -> (line: EvidencePointer, value: Value)? {
        firstInCode(context, in: lines) { (text: String, _: String) in read(text) }
    }

    /// The same, given each line's text and the path of its file (its language: a sleep's unit).
    private static func firstInCode<Value>(_ context: FailureContext, in lines: KeyPath<FailureContext, [EvidencePointer]> = \.code,
                                           _ read: ((text: String, path: String)) -> Value?) -> (line: EvidencePointer, value: Value)? {
        for line in context[keyPath: lines] {
            let text = line.excerpt ?? ""
            if !FailureContext.isComment(text), let value = read((text, line.path)) { return (line, value) }
        }
        return nil
    }

    /// The spindump of the test (`SpindumpReport`) shows it stopped inside XCTest's wait for its expectations.
    static func stoppedInItsOwnWait(_ context: FailureContext) -> Bool {
        context.runLines.contains { line in
            let text = line.excerpt ?? ""
            return text.includes(SpindumpReport.Hang.waitsForItsExpectations) && SpindumpReport.Hang.isOf(context.test.id, text)
        }
    }

    /// The time limit's message of a test its spindump shows stopped inside its own wait (the caller asks
    /// `stoppedInItsOwnWait`), with how long
    /// that wait was to last where its code says (`wait(for: [launched], timeout: 600)`; of several, the
    /// longest — the one the limit cut short, not a short wait before it): read as a timed-out wait of that length.
    static func limitThatCutItsWait(_ context: FailureContext) -> FailureContext.Text? {
        guard let issue = context.timeLimitIssue else { return nil }
        guard let (line, seconds) = longestWaitInTheCode(context) else { return (issue.message, issue.evidence) }
        let wait = (line.excerpt ?? "").trimmingCharacters(in: .whitespaces)
        let shows = stoppedInItsOwnWait(context) ? "Its spindump shows it inside its own wait" : "Its limit is shorter than its own wait"
        return ("\(issue.message) \(shows) (`\(wait)`), a timeout of \(String(format: "%.0f", seconds)) seconds.", issue.evidence)
    }

    /// The test's code's longest wait with a timeout (`wait(for: [launched], timeout: 600)`), not a comment's.
    static func longestWaitInTheCode(_ context: FailureContext) -> (line: EvidencePointer, seconds: Double)? {
        context.code.compactMap { line -> (line: EvidencePointer, seconds: Double)? in
            let text = line.excerpt ?? ""
            return FailureContext.isComment(text) ? nil : timeoutSeconds(in: text).map { (line, $0) }
        }.max(by: { $0.seconds < $1.seconds })
    }

    /// A test stopped at its time limit (`exceeded execution time allowance of 10 minutes`) whose code, after a
    /// line that submits a task, waits longer than that limit (`wait(for: [ran], timeout: 1200)`), and whose
    /// submission was seen (the app's line, or a record stamped with the test): the limit ended that wait,
    /// wherever no spindump says so.
    static func limitShorterThanItsWait(_ context: FailureContext) -> Bool {
        guard let issue = context.timeLimitIssue, let limit = TimeBudget.allowanceSeconds(in: issue.message),
              let wait = longestWaitInTheCode(context), wait.seconds >= limit,
              let waitIndex = context.code.firstIndex(of: wait.line),
              context.code[..<waitIndex].contains(where: { line in
                  let text = line.excerpt ?? ""
                  return !FailureContext.isComment(text) && Self.submits(text)
              })
        else { return false }
        return context.says(.appSubmitted)
            || context.registrations.contains { $0.phase == .submission && $0.outcome == .succeeded && context.isStampedWithTheTest($0) }
    }

    /// A line of code that submits a task request (`BGTaskScheduler.shared.submit(request)`, an app's
    /// `PantryRefreshScheduler.submit(after: 900)`, a plugin's `scheduleTask(`).
    static func submits(_ line: String) -> Bool {
        ["submit(", "scheduleTask(", "scheduleBackgroundTask("].contains(where: line.includes)
    }

    /// A 1-second wait in a sensor test is no wait for the OS: nothing in it is about background
    /// work, whatever a word of its name (`…Fires`) says. In a test about background work, a wait
    /// whose words or name say it awaits the system, one that sets a timetable (`deadline`), or one of
    /// minutes (`systemWaitSeconds`: no direct call's callback is given that long) is for the OS.
    private func waitForTheSystem(_ context: FailureContext) -> FailureContext.Text? {
        // The whole test past its runner's limit (Jest's `Exceeded timeout of 120000 ms for a test`) set no
        // wait of its own: it hung before its end.
        // Nor one for work the system said the app itself broke (a second session of one identifier, a
        // background task never ended): what it awaited was never the OS's to deliver.
        // (Unless the test's code asked the system for work it does on its own budget and awaited it with
        // no timeout of its own: the test's limit was that wait's.)
        let askedTheSystem = Self.codeLine(context) { line in SignalVocabulary.systemScheduledRequests.contains { line.contains($0) } } != nil
        // (Nor unless the spindump of a test stopped at its time limit shows it inside its own wait for its
        // expectations, or its code's wait after a submission is longer than the limit: the limit cut that wait
        // short, and what it awaited is read as a timed-out wait's.)
        let stoppedInItsWait = Self.stoppedInItsOwnWait(context) || Self.limitShorterThanItsWait(context)
        guard let timeout = context.text(saying: .waitTimedOut) ?? (stoppedInItsWait ? Self.limitThatCutItsWait(context) : nil),
              !TimeBudget.isWholeTestLimit(timeout.text) || askedTheSystem || stoppedInItsWait,
              !context.says(.apiMisused) else { return nil }
        // A wait that names no timeout, ended within a short wait and slept nowhere awaited nothing: Swift
        // Testing's `confirmation` counts when its closure returns (`confirmed 0 times` after 0.006 s),
        // whatever it is called. (A closure that slept, its block in `helperCode`, awaited what it slept for.)
        if Self.seconds(in: timeout.text) == nil, let took = context.test.duration, took <= Self.shortWaitSeconds,
           ![\FailureContext.code, \.helperCode].contains(where: { lines in Self.firstInCode(context, in: lines, { Self.sleepSeconds(in: $0.text, path: $0.path) }) != nil }) {
            return nil
        }
        let text = timeout.text.lowercased()
        // A wait for a permission's answer (`"notification authorization granted"`) awaited a person's tap on a
        // prompt — nobody's on a CI machine —, not the OS running the app's work: its words, its name and its length
        // say nothing of the OS (what the test had the system do — a push sent, the app sent home — still does).
        let awaitsAnAnswer = SignalVocabulary.permissionWords.contains(where: { text.includes($0.lowercased()) })
        let nameWords = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        // A push the test had the system deliver (its own line says it went out): the wait is for the OS's delivery.
        let pushedThroughTheSystem = context.logLines.contains { SignalVocabulary.sentThroughTheSystem($0.excerpt ?? "") }
        // Or asked the system for something it does on its own budget (a widget's timeline reload), or reads
        // what the system delivered.
        // (Or made the real location manager, had it monitor a region and waited minutes: Core Location's to deliver —
        // a state it determines in seconds after the monitoring starts is the code's to ask for.)
        let monitoredARegion = (Self.seconds(in: timeout.text) ?? 0) >= Self.systemWaitSeconds
            && Self.codeLine(context) { $0.contains(SignalVocabulary.realLocationManager) } != nil
            && Self.codeLine(context) { line in SignalVocabulary.regionMonitoring.contains { line.contains($0) } } != nil
        let askedOrRead = askedTheSystem || monitoredARegion || readsWhatTheSystemDelivered != nil
        // Or handed a transfer to a background URLSession (its words, its name, or the app's line while it ran).
        let handedToTheSystem = ([text, Self.jobHaystack([], name: context.test.id.suite + " " + context.test.id.name)] + context.logLines.map { ($0.excerpt ?? "").lowercased() })
            .contains { words in SignalVocabulary.backgroundTransfers.contains { words.includes($0) } }
        let awaitsWhatOnlyTheSystemCalls = SignalVocabulary.systemOnlyCallbacks.contains { text.includes($0) }
        let awaitsWhatTheDestinationCannotMake = Self.awaitedWhatTheDestinationCannotMake(context, timeout: timeout.text)
        // A name's words alone do not make a wait of seconds one for the OS (`…SilentPushRefreshesToken…`
        // waiting 1 s for the app's retry).
        let short = (Self.seconds(in: timeout.text) ?? .infinity) <= Self.shortWaitSeconds
        // (An expiration the test brought about itself — simulated, `_simulateExpirationForTaskWithIdentifier:`,
        // or its code calling the handler — is the test's event, not the OS's.)
        if text.includes("expiration"), context.says(.simulatedExpiration)
            || context.mentions(anyOf: ["_simulateExpirationForTaskWithIdentifier", "expirationHandler?(", "expirationHandler!("]) { return nil }
        let saysSo = !awaitsAnAnswer && (SignalVocabulary.systemWaitPhrases.contains(where: { text.includes($0) }) || !short && !nameWords.isDisjoint(with: SignalVocabulary.systemNameWords))
            || leftTheForeground != nil || pushedThroughTheSystem || askedOrRead || handedToTheSystem || awaitsWhatTheDestinationCannotMake
        // A timetable or a long wait says nothing of whom it awaited once the task is seen running.
        let long = (Self.seconds(in: timeout.text) ?? 0) >= Self.systemWaitSeconds
        // A test that sent the app to the background is about what happens there, whatever its words.
        // (A timetable of a short wait's seconds, `…CompletesWithinTwoSeconds`, is the code's budget: no OS acts that quickly.)
        guard saysSo || ((deadline != nil && !short || long) && !awaitsAnAnswer && !Self.taskRan(context)), context.concernsBackgroundWork || leftTheForeground != nil || askedOrRead || pushedThroughTheSystem || handedToTheSystem
                || awaitsWhatOnlyTheSystemCalls || awaitsWhatTheDestinationCannotMake else { return nil }
        return timeout
    }

    /// The test waited a minute or more for an event where the system said the destination has no hardware
    /// to make it (CoreMotion's activity on a Simulator, `isActivityAvailable: NO`): it expected the OS to
    /// deliver one on the test's clock — as a test waiting for a push a Simulator cannot register for does.
    /// (The system's line among the test's own, and about what it awaited: the hardware's subject in the awaited words
    /// or the test's name — a Bluetooth line beside a wait for the app's own download is neither.)
    static func awaitedWhatTheDestinationCannotMake(_ context: FailureContext, timeout: String) -> Bool {
        guard (seconds(in: timeout) ?? 0) >= minuteWaitSeconds else { return false }
        // (Whole words, or their start for a longer stem: `ble` is not in "table", `motion` not in "promotion".)
        let awaited = Set(jobHaystack([timeout], name: context.test.id.suite + " " + context.test.id.name)
            .split(whereSeparator: { !$0.isLetter }).map(String.init))
        let says = { (word: String) in word.count <= 3 ? awaited.contains(word) : awaited.contains { $0.hasPrefix(word) } }
        let messages = Set(context.test.issues.map(\.message))
        return context.texts(saying: .destinationLacksHardware).contains { text in
            (text.evidence.map(context.logLines.contains) ?? false || messages.contains(text.text))
                && hardwareSubjects.contains { subject in subject.phrases.contains(where: text.text.includes) && subject.words.contains(where: says) }
        }
    }
    static let minuteWaitSeconds = 60.0
    /// What each of the system's "no such hardware" answers is about, in the words of a test that awaits its events.
    static let hardwareSubjects: [(phrases: [String], words: [String])] = [
        (SignalVocabulary.coreMotionAvailability + ["CMErrorDomain"], ["activit", "motion", "moving", "pedometer", "step", "cadence", "altitude", "accelerometer", "gyro"]),
        (["CoreBluetooth"], ["bluetooth", "peripheral", "ble", "beacon", "scan"]),
        (["Health data is unavailable", "Authorization not determined"], ["health", "workout", "step", "sample"]),
    ]

    /// `after` followed by the app's coming back to the front, in a name's words (`…AfterResume`,
    /// `…AfterForegrounding`, `…AfterReturningToForeground`, `after returning from background`) — not
    /// `after backgrounding`, `after relaunch` (a relaunch may be the OS's own, for a task or a transfer),
    /// nor a task's `…AfterResumingTask` or a handler's `…AfterReturningFromHandler`.
    static func namesTheReturn(_ name: String) -> Bool {
        let words = jobHaystack([], name: name).split(separator: " ").map(String.init)
        // (`…when the app is opened`, `…once brought to the foreground`: the user's return, in the test's words.)
        if words.indices.dropFirst().contains(where: { words[$0] == "opened" && ["is", "app", "when", "once"].contains(words[$0 - 1]) })
            || words.indices.dropFirst().contains(where: { words[$0] == "to" && ["brought", "comes", "back"].contains(words[$0 - 1])
                && $0 + 2 < words.count && words[$0 + 1] == "the" && words[$0 + 2] == "foreground" }) {
            return true
        }
        return words.indices.dropLast().contains { index in
            guard words[index] == "after" else { return false }
            let next = words[index + 1]
            if SignalVocabulary.comingBackWords.contains(next) { return true }
            guard next == "returning" || next == "return", index + 3 < words.count, ["to", "from"].contains(words[index + 2]) else { return false }
            return ["foreground", "front", "background", "app"].contains(words[index + 3])
        }
    }

    /// One walk of the test's code through the app's leaving and coming back: the last line that sends
    /// it to the background with no later line bringing it back (`leftTheForeground`), and the first
    /// sleep while it is away (`sleptInTheBackground`).
    static func timeAway(in code: [EvidencePointer]) -> (left: EvidencePointer?, slept: EvidencePointer?) {
        var left: EvidencePointer?, slept: EvidencePointer?
        for line in code {
            let text = line.excerpt ?? ""
            guard !FailureContext.isComment(text) else { continue }
            if SignalVocabulary.backgroundingCalls.contains(where: { text.includes($0) }) {
                left = line
                // `app.SendAppToBackground(TimeSpan.FromSeconds(180))`: away for a time the call itself gives.
                if slept == nil, let away = durationSeconds(in: Substring(text)), away >= backgroundStaySeconds { slept = line }
            }
            else if SignalVocabulary.foregroundingCalls.contains(where: { text.includes($0) }) { left = nil }
            // (A length the code names by a constant reads as 0: unknown, so counted.)
            else if left != nil, slept == nil, let seconds = sleepSeconds(in: text, path: line.path), seconds == 0 || seconds >= backgroundStaySeconds { slept = line }
        }
        return (left, slept)
    }

    /// A wait that timed out on a callback the test handed the code (`"fetch completion called"`,
    /// `SignalVocabulary.callbackWaitPhrases`): the code never called it back.
    static func awaitsACallback(_ message: String) -> Bool {
        guard SignalCatalog.signal(.waitTimedOut).matches(message) else { return false }
        let awaited = message.lowercased()
        return SignalVocabulary.callbackWaitPhrases.contains { awaited.includes($0) }
    }

    /// The evidence shows a task of the test running: the system started it, a record of its launch,
    /// run or completion, or the job reporting its end.
    static func taskRan(_ context: FailureContext) -> Bool {
        taskRanInThisTest(context)
            || context.exercisedIdentifiers.contains { id in [.launch, .execution, .completion].contains { !context.records(id, $0).isEmpty } }
    }

    /// `taskRan` by what is this test's own: its lines and the records stamped with its name (a record
    /// without a test may be another test's direct call of the handler).
    static func taskRanInThisTest(_ context: FailureContext) -> Bool {
        // The OS's own log of a run of a task the test exercises (its launch, its end) says so too.
        context.says(.simulatedLaunchStarted) || context.says(.taskReported) || context.says(.systemLaunched) || context.says(.systemCompleted)
            || context.says(.jobReportedFailure)
            // A launch the app recorded under this test's name, whatever task it was.
            || context.registrations.contains { [.launch, .execution, .completion].contains($0.phase) && context.isStampedWithTheTest($0) }
    }

    /// The test slept minutes (`systemWaitSeconds`) by its own code or words, in a test about background
    /// work, and no task of it was seen running: what it asserted next is what the OS was to do in that
    /// time (deliver pushes, relaunch the app, run a fetch) — no code of the app's own needs minutes.
    /// So did a test whose code submitted a task request to the scheduler and then slept, however
    /// briefly: it gave the OS that time to run the task (`submittedBeforeItSlept`).
    var sleptForTheSystem: EvidencePointer? {
        guard let wait, wait.isFixed, (wait.seconds ?? 0) >= Self.systemWaitSeconds || submittedBeforeItSlept, systemWait == nil, double == nil else { return nil }
        return wait.evidence
    }

    /// The test's code submits a task request to the scheduler (`BGTaskScheduler.shared.submit(request)`)
    /// on a line before the fixed sleep it waits with.
    static func submittedBeforeItSlept(_ context: FailureContext, _ wait: Wait?) -> Bool {
        guard let wait, wait.isFixed, let sleep = wait.evidence, sleep.path.hasPrefix("sources/"), let sleepLine = sleep.line else { return false }
        return (context.code + context.helperCode).contains { line in
            guard line.path == sleep.path, let number = line.line, number < sleepLine, let text = line.excerpt, !FailureContext.isComment(text) else { return false }
            // The scheduler's own types (`BGTaskScheduler`, `BGAppRefreshTaskRequest`), not an app's queue's `submit(`.
            return text.includes(".submit(") && text.includes("BG")
        }
    }

    /// A timed-out wait this long is for the OS, in a test about background work: BGAppRefreshTask's
    /// earliest is fifteen minutes, and a unit test gives a direct call's callback seconds.
    static let systemWaitSeconds = 120.0
    /// A timed-out wait this short is for the code under test, whatever the test is about, unless its
    /// own words or lines say it awaited the system (`shortWaitForTheCode`).
    static let shortWaitSeconds = 2.0
    /// The shortest stay away from the front that gives the OS a say (`sleptInTheBackground`): within a few
    /// seconds of leaving, what runs is the app's own transition (saving its state, a task it began,
    /// audio or location it keeps), not work the OS schedules.
    static let backgroundStaySeconds = 10.0

    /// The first of the failure's messages, else its name, that sets a timetable (`setsTimetable`).
    private static func deadline(_ context: FailureContext) -> FailureContext.Text? {
        if let issue = context.test.issues.first(where: { setsTimetable(jobHaystack([$0.message], name: "")) }) { return (issue.message, issue.evidence) }
        let name = context.test.id.name
        return setsTimetable(jobHaystack([], name: name), inAName: true) ? (name, context.test.issues.first?.evidence) : nil
    }

    /// `within twenty minutes`, `within a minute`, `every minute`, `every 15 minutes`, `per hour`,
    /// `in 5 minutes`, `right after submit`, `immediately`: lowercased words.
    /// In a name, `after one hour` too (in a message, `after 0.2 seconds` is how long the test took).
    static func setsTimetable(_ text: String, inAName: Bool = false) -> Bool {
        // `within10s` is `within 10 s`: a name runs its count into the words around it.
        var words: [String] = []
        for token in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            var current = ""
            for character in token {
                if let last = current.last, last.isNumber != character.isNumber {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
        }
        func count(_ index: Int) -> Bool { index < words.count && (SignalVocabulary.countWords.contains(words[index]) || Int(words[index]) != nil) }
        func unit(_ index: Int) -> Bool { index < words.count && SignalVocabulary.timeUnits.contains(words[index]) }
        for (index, word) in words.enumerated() {
            switch word {
            // A period of the day or a cadence the OS would have to keep (`hourly`, `overnight`, `during the day`).
            case "immediately", "hourly", "nightly", "overnight", "daytime": return true
            case "during" where index + 2 < words.count && words[index + 1] == "the" && ["day", "night"].contains(words[index + 2]): return true
            case "at" where index + 1 < words.count && words[index + 1] == "night": return true
            case "right" where index + 1 < words.count && words[index + 1] == "after": return true
            case "after" where inAName, "in":
                if count(index + 1) && unit(index + 2) { return true }
            case "within", "every", "per", "each":
                if unit(index + 1) || (count(index + 1) && unit(index + 2)) { return true }
            default: continue
            }
        }
        return false
    }

    /// What the message says was not done (`… was not delivered`, `did not run`), the test's own code did itself
    /// (`sender.deliver()`), touching no task: the app's delivery the test called, not one the OS was to make.
    static func doneByTheTest(_ message: String, _ context: FailureContext) -> Bool {
        guard context.codeTouchesNoTask(readingAwaitAsACall: true) else { return false }
        let calls = Self.callsOfWhatWasNotDone.filter { message.includes($0.said) }.map { ".\($0.call)(" }
        guard !calls.isEmpty else { return false }
        return (context.code + context.helperCode).contains { line in
            let text = (line.excerpt ?? "").lowercased()
            // (Not a run loop run for a while: that is a wait.)
            return !FailureContext.isComment(text) && !text.includes("runloop") && calls.contains(where: text.includes)
        }
    }

    /// The words that say the work was not done, and the call that does it.
    static let callsOfWhatWasNotDone: [(said: String, call: String)] = [
        ("not delivered", "deliver"), ("never delivered", "deliver"), ("did not run", "run"), ("never ran", "run"),
        ("did not fire", "fire"), ("never fired", "fire"), ("not fired", "fire"),
    ]

    /// A failure message that says nothing happened: a wait that timed out, a flag still false, a
    /// count of zero, a value still nil — not a wrong value.
    static func saysNothingHappened(_ message: String) -> Bool {
        SignalCatalog.signal(.waitTimedOut).matches(message)
            || (SignalVocabulary.nothingHappenedPhrases.contains { message.includes($0) } || expectedAFlag(message)) && !reportsWhatItGot(message)
    }

    /// The test's own message says what it found instead (`XCTAssertTrue failed - banner should show the
    /// preview, got: New message`): something came, the wrong thing — not nothing.
    static func reportsWhatItGot(_ message: String) -> Bool {
        guard let range = message.range(of: "got: ") ?? message.range(of: ", got ") else { return false }
        // (Its first word: `got 0 launches`, `got: Optional(nil)`, `got: <nil>` found nothing.)
        let value = message[range.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: CharacterSet(charactersIn: " .\"'()<>"))
        let first = value.split(separator: " ").first.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".,;:\"'()<>")) } ?? ""
        return !first.isEmpty && !["nil", "none", "null", "0", "false", "[]", "never", "nothing", "optional(nil", "optional(nil)"].contains(first)
    }

    /// A failure message that says something happened that should not have (`somethingHappenedPhrases`,
    /// Swift Testing's `!(errorShown → true)`).
    static func saysSomethingHappened(_ message: String) -> Bool {
        SignalVocabulary.somethingHappenedPhrases.contains(where: message.includes) || message.includes("!(") && message.includes("→ true)")
    }

    /// Swift Testing's `#expect(fired)` on a bare flag prints the expression alone (`Expectation
    /// failed: fired`, `Expectation failed: monitor.didEnter`): the flag was false, nothing happened.
    /// A negated one (`!done`) or any operator says something else.
    static func expectedAFlag(_ message: String) -> Bool {
        guard let range = message.range(of: "Expectation failed: ") else { return false }
        let expression = message[range.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        guard let first = expression.first, first.isLetter || first == "_" else { return false }
        return expression.allSatisfy { $0.isNamePart || $0 == "." }
    }

    /// How long a timed-out wait lasted: the seconds its words give, else the whole test's time. A
    /// confirmation counted short (`confirmed 0 times`) names no timeout: Swift Testing's `confirmation`
    /// does not wait, it counts when its closure returns, so the test's own time bounds what it awaited.
    static func waitSeconds(_ timeout: FailureContext.Text, _ context: FailureContext) -> Double? {
        seconds(in: timeout.text) ?? context.test.duration
    }

    /// `Exceeded timeout of 600 seconds` → 600.
    static func seconds(in text: String) -> Double? {
        // Dart's Duration: `TimeoutException after 0:00:30.000000`.
        if let range = text.range(of: "TimeoutException after ") {
            let parts = text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == ":" }.split(separator: ":").compactMap { Double($0) }
            return parts.count == 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : nil
        }
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

    /// `jobHaystack` of the failing test's messages and its suite's and its own name.
    static func testHaystack(_ context: FailureContext) -> String {
        jobHaystack(context.test.issues.map(\.message), name: context.test.id.suite + " " + context.test.id.name)
    }

    /// The failure's messages and its test's name, lowercased, the name in words (`testAlertsRegister`
    /// → `test alerts register`): job words are looked for in it, and no word is read across two
    /// (`te|stale|rts` is no stale data).
    static func jobHaystack(_ messages: [String], name: String) -> String {
        var spaced = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else { spaced.append(" "); continue }
            // A word starts at a capital after a lower-case letter or a digit, or at the last capital
            // of an acronym before lower case (`URLSession` → `url session`, not `u r l session`).
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) { spaced.append(" ") }
            }
            spaced.append(character)
        }
        return (messages.joined(separator: " ") + " " + spaced).lowercased()
    }
}
