import EvidenceKit
import Testing

/// The lines the report shows around a failure, from a file an archive holds under `sources/`.
@Suite struct ArchivedSourcesTests {
    /// The archived sources holding one file of these lines.
    static func archived(_ file: [String], at path: String) -> ArchivedSources {
        var sources = ArchivedSources()
        sources.add(repositoryPath: path, bytes: Array(file.joined(separator: "\n").utf8))
        return sources
    }

    static let sources: ArchivedSources = {
        var sources = ArchivedSources()
        sources.add(repositoryPath: "AppTests/SyncTests.swift", bytes: Array("one\r\ntwo\r\nthree\nfour\nfive\nsix".utf8))
        sources.add(repositoryPath: "Other/SyncTests.swift", bytes: Array("other\n".utf8))
        return sources
    }()

    @Test func aCIPathFindsItsFileByItsLongestEnding() {
        #expect(Self.sources.repositoryPath(for: "/Users/runner/work/App/App/AppTests/SyncTests.swift") == "AppTests/SyncTests.swift")
        #expect(Self.sources.repositoryPath(for: "AppTests/SyncTests.swift") == "AppTests/SyncTests.swift")
        #expect(Self.sources.repositoryPath(for: "/ci/Other/SyncTests.swift") == "Other/SyncTests.swift")
        // A file the archive does not hold.
        #expect(Self.sources.repositoryPath(for: "/ci/Elsewhere/Missing.swift") == nil)
    }

    /// Swift Testing names only the file: the archive's one file of that name, never a guess among several.
    @Test func aBareNameFindsTheOnlyFileOfThatName() {
        var sources = Self.sources
        sources.add(repositoryPath: "AppTests/Background/RefreshTests.swift", bytes: Array("refresh\n".utf8))
        #expect(sources.repositoryPath(for: "RefreshTests.swift") == "AppTests/Background/RefreshTests.swift")
        #expect(sources.repositoryPath(for: "SyncTests.swift") == nil)
    }

    /// A Swift trap names its module and file (`#fileID`): the archive's one file of that name in a
    /// folder of that module's name.
    @Test func aModuleAndANameFindTheFileInThatModulesFolder() {
        var sources = Self.sources
        sources.add(repositoryPath: "LocalPods/DepartureBoardKit/Sources/Bundle+Board.swift", bytes: Array("board\n".utf8))
        sources.add(repositoryPath: "App/Bundle+Board.swift", bytes: Array("app\n".utf8))
        #expect(sources.repositoryPath(for: "DepartureBoardKit/Bundle+Board.swift") == "LocalPods/DepartureBoardKit/Sources/Bundle+Board.swift")
        #expect(sources.repositoryPath(for: "OtherKit/Bundle+Board.swift") == nil)
    }

    /// A failure with no place (a time allowance run out, a crash): the test's whole function, by its name, in
    /// the file named after its suite — in its module's folder where two targets have one; not a comment's
    /// declaration, in Swift, Objective-C (a blank after the return type too) and Kotlin; none when too long.
    @Test func aFailureWithNoPlaceFindsItsFunctionByName() {
        var sources = ArchivedSources()
        let swift = ["final class SyncTests: XCTestCase {", "    // func testExpires() { old }", "    func testExpires() {",
                     "        let task = FakeTask()", "        XCTAssertTrue(task.done)", "    }", "}"]
        sources.add(repositoryPath: "AppTests/SyncTests.swift", bytes: Array(swift.joined(separator: "\n").utf8))
        sources.add(repositoryPath: "AppUITests/SyncTests.swift", bytes: Array("func testExpires() {\n}\n".utf8))
        sources.add(repositoryPath: "AppTests/KSFetchTests.m", bytes: Array("- (void) testFetch {\n    XCTAssertTrue(NO);\n}\n".utf8))
        sources.add(repositoryPath: "shared/src/iosTest/kotlin/SyncJobTests.kt", bytes: Array("class SyncJobTests {\n    @Test\n    fun testRuns() {\n        assertTrue(false)\n    }\n}\n".utf8))
        let lines = sources.linesByFile
        let found = sources.testFunction(named: "testExpires", suite: "SyncTests", module: "AppTests", in: lines)
        #expect(found?.repositoryPath == "AppTests/SyncTests.swift")
        #expect(found?.firstLine == 3)
        #expect(found?.lines == Array(swift[2...5]))
        // Two files of the suite's name and no module to choose: none, never a guess.
        #expect(sources.testFunction(named: "testExpires", suite: "SyncTests", module: nil, in: lines) == nil)
        #expect(sources.testFunction(named: "testFetch", suite: "KSFetchTests", module: nil, in: lines)?.lines.first == "- (void) testFetch {")
        #expect(sources.testFunction(named: "testRuns", suite: "SyncJobTests", module: nil, in: lines)?.lines.count == 3)
        #expect(sources.testFunction(named: "testExpires", suite: "SyncTests", module: "AppTests", in: lines, maximumLines: 2) == nil)
        #expect(sources.testFunction(named: "testMissing", suite: "SyncTests", module: "AppTests", in: lines) == nil)
    }

    /// pytest names its file from the folder it ran in (`tests/test_push.py`): the archive's file in a
    /// folder of that name, and the test's code is its `def` to the failing line.
    @Test func aPytestPathFindsItsFileAndItsFunction() {
        var sources = Self.sources
        sources.add(repositoryPath: "e2e/tests/test_push.py", bytes: Array("import time\n\ndef test_push_refreshes(driver):\n    time.sleep(45)\n    assert False\n".utf8))
        #expect(sources.repositoryPath(for: "tests/test_push.py") == "e2e/tests/test_push.py")
        #expect(sources.testFunction(file: "tests/test_push.py", line: 5)?.lines == ["def test_push_refreshes(driver):", "    time.sleep(45)", "    assert False"])
    }

    @Test func theLinesAroundAFailureStopAtTheFilesEnds() {
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 1)
                == .init(repositoryPath: "AppTests/SyncTests.swift", firstLine: 1, line: 1, lines: ["one", "two", "three"]))
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 4)?.lines == ["two", "three", "four", "five", "six"])
        // The last line has no newline.
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 6)
                == .init(repositoryPath: "AppTests/SyncTests.swift", firstLine: 4, line: 6, lines: ["four", "five", "six"]))
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 7) == nil)
        #expect(Self.sources.excerpt(file: "/ci/AppTests/SyncTests.swift", line: 0) == nil)
    }

    /// A trap in the app's code inside a computed property (`var directory: URL {`): its code is the
    /// property's body to the failing line, not a function above it. A stored property with a value, or
    /// a closure assigned, is no such declaration.
    @Test func aTrapInAComputedPropertyIsThatPropertysCode() {
        let file = ["final class SharedSnapshotStore {", "    func save() {}", "    private let appGroup = \"group.x\"", "",
                    "    var directory: URL {", "        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)!",
                    "            .appendingPathComponent(\"Widget\")", "    }", "}"]
        let code = Self.archived(file, at: "Kit/SharedSnapshotStore.swift").testFunction(file: "Kit/SharedSnapshotStore.swift", line: 6)
        #expect(code?.firstLine == 5)
        #expect(code?.lines.first == "    var directory: URL {")
        #expect(!ArchivedSources.declaresComputedProperty("var handler: () -> Void = {"))
        #expect(!ArchivedSources.declaresComputedProperty("let url: URL = {"))
        #expect(ArchivedSources.declaresComputedProperty("private static var shared: Store {"))
        // A type's property a closure initialises once: its body is where a trap in it sits.
        #expect(ArchivedSources.declaresComputedProperty("static let departureBoard: Bundle = {"))
        #expect(ArchivedSources.declaresComputedProperty("private lazy var formatter: DateFormatter = {"))
    }

    /// The test's code is its function from its declaration to the failing line; Swift Testing puts a
    /// time limit's issue on the `@Test` attribute, and then it is the function declared under it (the
    /// one above is a sibling test).
    @Test func aFailureOnTheTestAttributeIsTheFunctionBelowIt() {
        var sources = ArchivedSources()
        let file = """
            @Suite struct DownloadTests {
                @Test func usesBackgroundSession() {
                    #expect(session.configuration.identifier == "episodes")
                }

                @Test(.timeLimit(.minutes(2)))
                func deliveredAfterRelaunch() async throws {
                    try await downloader.enqueue(episode)
                    await AppDelegate.backgroundSessionEvents.first { $0 == "episodes" }
                }

                @Test func later() {}
            }
            """
        sources.add(repositoryPath: "AppTests/DownloadTests.swift", bytes: Array(file.utf8))
        let attribute = sources.testFunction(file: "DownloadTests.swift", line: 6)
        #expect(attribute?.firstLine == 6 && attribute?.line == 6)
        #expect(attribute?.lines.first?.contains("@Test(.timeLimit") == true && attribute?.lines.count == 5)
        #expect(attribute?.lines.contains { $0.contains("backgroundSessionEvents") } == true)
        // A failing line inside a function: from its declaration down to that line.
        let inside = sources.testFunction(file: "DownloadTests.swift", line: 3)
        #expect(inside?.firstLine == 2 && inside?.lines.count == 2)
    }

    /// The members of the test's file its function uses, each whole, in file order; not members it
    /// does not use, nor itself.
    @Test func theHelpersATestUsesAreReadWhole() throws {
        var sources = ArchivedSources()
        let file = """
            final class InfoPlistContractTests: XCTestCase {
                private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }
                private func unused() -> Int { 1 }
                private func bundledOptions() throws -> FirebaseOptions {
                    let path = try XCTUnwrap(Bundle.main.path(forResource: "GoogleService-Info", ofType: "plist"))
                    return try XCTUnwrap(FirebaseOptions(contentsOfFile: path))
                }

                func testExportComplianceDeclared() throws {
                    _ = try bundledOptions()
                    XCTAssertEqual(info["ITSAppUsesNonExemptEncryption"] as? Bool, false)
                }
            }
            """
        sources.add(repositoryPath: "AppTests/InfoPlistContractTests.swift", bytes: Array(file.utf8))
        let code = try #require(sources.testFunction(file: "InfoPlistContractTests.swift", line: 11))
        let helpers = sources.helpers(usedBy: code)
        #expect(helpers.map(\.firstLine) == [2, 4])
        #expect(helpers.map(\.lines.count) == [1, 4])
        #expect(helpers.last?.lines.last?.trimmingCharacters(in: .whitespaces) == "}")
        #expect(sources.helpers(usedBy: code, maximumLines: 2).map(\.lines.count) == [1, 1])
    }

    /// Other languages' members: a C# or Dart method with its type before its name, Kotlin's `fun` and
    /// `val`; not a statement that calls something.
    @Test(arguments: [
        ("    static string[] BackgroundModes()", "BackgroundModes"),
        ("    private static Future<List<String>> loadFixture(String name) async {", "loadFixture"),
        ("    public async Task<int> CountAsync()", "CountAsync"),
        ("    private fun modes(): List<String> =", "modes"),
        ("    private val info get() = NSBundle.mainBundle.infoDictionary", "info"),
        ("    func testX() {", "testX"),
        ("        return Load(name);", nil),
        ("        await Task.Delay(100);", nil),
        ("        if (modes == null) {", nil),
        ("        Assert.Contains(\"fetch\", modes);", nil),
        ("        var modes = BackgroundModes();", "modes"),
        // JavaScript's `const` in a `describe` block, which its tests read.
        ("  const modes: string[] = appJson.expo.ios.infoPlist.UIBackgroundModes;", "modes"),
        ("  const plist = readFileSync('ios/App/App/Info.plist', 'utf8');", "plist"),
        ("    const int Limit = 3;", "Limit"),
        ("export const modes = appJson.expo.ios.infoPlist.UIBackgroundModes;", "modes"),
        // An Objective-C method of the test's class (`self.extensionInfo[…]` reads it), not a message sent.
        ("- (NSDictionary *)extensionInfo {", "extensionInfo"),
        ("+ (NSBundle *)appexBundle", "appexBundle"),
        ("    [self.expectation fulfill];", nil),
        ("    return -(value);", nil),
    ] as [(String, String?)])
    func aMemberIsDeclaredInAnyLanguage(_ line: String, _ name: String?) {
        #expect(ArchivedSources.declaredMember(line) == name)
    }

    /// A C# helper whose brace opens on the line under its declaration is read to its closing brace.
    @Test func aHelperWithItsBraceBelowIsReadWhole() throws {
        let file = [
            "public class BackgroundModeTests",
            "{",
            "    static readonly DateTime Now = new DateTime(2026, 8, 13)",
            "    static string[] BackgroundModes()",
            "    {",
            "        var modes = NSBundle.MainBundle.InfoDictionary[\"UIBackgroundModes\"] as NSArray;",
            "        return modes is null ? [] : NSArray.StringArrayFromHandle(modes.Handle);",
            "    }",
            "",
            "    [Fact]",
            "    public void BuiltInfoPlistDeclaresFetch()",
            "    {",
            "        var modes = BackgroundModes();",
            "        Assert.Contains(\"fetch\", modes);",
            "    }",
            "}",
        ]
        let sources = Self.archived(file, at: "tests/App.DeviceTests/BackgroundModeTests.cs")
        let code = try #require(sources.testFunction(file: "/ci/tests/App.DeviceTests/BackgroundModeTests.cs", line: 14))
        #expect(code.firstLine == 11)
        #expect(sources.helpers(usedBy: code, in: file).map(\.lines) == [Array(file[3...7])])
        // A C# expression body on the lines under its `=>` is read to its `;`.
        let expression = [
            "public class PushSetupTests",
            "{",
            "    static string[] BackgroundModes() =>",
            "        (NSBundle.MainBundle.ObjectForInfoDictionary(\"UIBackgroundModes\") as NSArray)?",
            "            .ToArray<NSString>()",
            "            .ToArray() ?? new string[0];",
            "",
            "    [Fact]",
            "    public void InfoPlist_DeclaresRemoteNotificationBackgroundMode()",
            "    {",
            "        var modes = BackgroundModes();",
            "        Assert.Contains(\"remote-notification\", modes);",
            "    }",
            "}",
        ]
        let pushSetup = Self.archived(expression, at: "tests/App.DeviceTests/PushSetupTests.cs")
        let test = try #require(pushSetup.testFunction(file: "/ci/tests/App.DeviceTests/PushSetupTests.cs", line: 12))
        #expect(pushSetup.helpers(usedBy: test, in: expression).map(\.lines) == [Array(expression[2...5])])
        // A property set by a call is its one line, not the method under it.
        let usesNow = ArchivedSources.Excerpt(repositoryPath: code.repositoryPath, firstLine: 11, line: 13, lines: ["    public void X()", "    {", "        Assert.True(Now.Year > 2000);"])
        #expect(sources.helpers(usedBy: usesNow, in: file).map(\.lines) == [[file[2]]])
    }

    @Test func filesOverTheBoundsAreNotKept() {
        var sources = ArchivedSources()
        let big = sources.add(repositoryPath: "Big.swift", bytes: [UInt8](repeating: 0x41, count: Int(ArchivedSources.maximumFileSize) + 1))
        #expect(!big && sources.isEmpty)
        var kept = 0
        for index in 0..<16 where sources.add(repositoryPath: "F\(index).swift", bytes: [UInt8](repeating: 0x41, count: Int(ArchivedSources.maximumFileSize))) { kept += 1 }
        #expect(kept == 16)
        let oneMore = sources.add(repositoryPath: "One-more.swift", bytes: [0x41])
        #expect(!oneMore && sources.files.count == 16)
    }

    /// Swift Testing reports a confirmation's miss at the `confirmation` call: the block that line
    /// opens is what the test did, read to its closing brace; a line that opens nothing has none.
    @Test func theBlockAFailingLineOpensIsReadToItsClosingBrace() throws {
        let file = [
            "@Test func handlerMarksTaskCompleted() async {",
            "    await confirmation(\"completed\") { completed in",
            "        let task = FakeRefreshTask { _ in completed() }",
            "        await coordinator.handle(task)",
            "    }",
            "    #expect(store.isEmpty)",
            "}",
        ]
        let sources = Self.archived(file, at: "AppTests/RefreshTests.swift")
        let code = try #require(sources.testFunction(file: "/ci/AppTests/RefreshTests.swift", line: 2))
        let block = try #require(sources.blockOpened(by: code, in: file))
        #expect(block.firstLine == 3)
        #expect(block.lines == Array(file[2...4]))
        let plain = try #require(sources.testFunction(file: "/ci/AppTests/RefreshTests.swift", line: 6))
        #expect(sources.blockOpened(by: plain, in: file) == nil)
    }

    /// A helper is a member of the test's type that its code uses: not a local of another test that
    /// happens to share a word of the test's comments (`// … launch the task`).
    @Test func aLocalOfAnotherTestIsNoHelper() throws {
        let file = [
            "final class RefreshTests: XCTestCase {",
            "    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }",
            "    func testHandlerRuns() {",
            "        let task = FakeRefreshTask()",
            "    }",
            "    func testRefreshRunsWithinFifteenMinutes() {",
            "        // Waits for the OS to launch the task.",
            "        XCTAssertNotNil(info[\"BGTaskSchedulerPermittedIdentifiers\"])",
            "    }",
            "}",
        ]
        let sources = Self.archived(file, at: "AppTests/RefreshTests.swift")
        let code = try #require(sources.testFunction(file: "/ci/AppTests/RefreshTests.swift", line: 8))
        #expect(sources.helpers(usedBy: code, in: file).map(\.lines) == [[file[1]]])
    }

    /// A failure is reported at its statement's first line; a call continued on the next lines is
    /// read to its closing parenthesis, so what the test asserted is in its code.
    @Test func aStatementContinuedOnLaterLinesIsReadWhole() throws {
        let file = [
            "    func testSnapshotVisibleToWidgetExtension() throws {",
            "        let container = try XCTUnwrap(",
            "            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: WidgetBridge.appGroupId))",
            "        try WidgetBridge.writeSnapshot(snapshot, to: container)",
            "    }",
        ]
        let sources = Self.archived(file, at: "AppTests/WidgetTests.swift")
        let code = try #require(sources.testFunction(file: "/ci/AppTests/WidgetTests.swift", line: 2))
        #expect(code.lines == Array(file[0...2]))
        #expect(code.line == 2)
        let whole = try #require(sources.testFunction(file: "/ci/AppTests/WidgetTests.swift", line: 4))
        #expect(whole.lines.last == file[3])
    }

    /// Cross-platform apps' tests are read from their declaration to the failing line as Swift's are:
    /// a C# or Java method, Kotlin's `fun`, a Jest, Detox or Dart test case.
    @Test(arguments: [
        ("SyncJobTests.cs", ["public class SyncJobTests", "{", "    [Fact]", "    public async Task RunsTwice()", "    {", "        await Task.Delay(TimeSpan.FromMinutes(3));", "        Assert.True(ran);", "    }"], 7, 4),
        ("FetchUITests.cs", ["    [Test]", "    public void FetchRuns()", "    {", "        app.SendAppToBackground(TimeSpan.FromSeconds(180));", "        Assert.AreNotEqual(a, b);"], 5, 2),
        ("SyncTest.java", ["  @Test", "  void syncRuns() throws Exception {", "    Thread.sleep(5000);", "    assertTrue(ran);"], 4, 2),
        ("SyncTest.kt", ["    @Test", "    fun syncRuns() = runTest {", "        delay(5000)", "        assertTrue(ran)"], 4, 2),
        ("sync.e2e.js", ["describe('Background sync', () => {", "  it('refreshes while backgrounded', async () => {", "    await device.sendToHome();", "    await waitFor(element(by.id('done'))).toBeVisible().withTimeout(60000);"], 4, 2),
        ("reminders_test.dart", ["void main() {", "  testWidgets('digest is delivered', (tester) async {", "    await Future.delayed(const Duration(seconds: 5));", "    expect(active, hasLength(1));"], 4, 2),
    ])
    func aTestInAnotherLanguageIsReadFromItsDeclaration(_ name: String, _ file: [String], _ failing: Int, _ declared: Int) throws {
        let sources = Self.archived(file, at: "tests/\(name)")
        let code = try #require(sources.testFunction(file: "/ci/tests/\(name)", line: failing))
        #expect(code.firstLine == declared)
        #expect(code.lines.last == file[failing - 1])
    }

    /// Not declarations: a call, an assignment, a C# property, a `describe` block, a string that says `fun`.
    @Test(arguments: ["        var task = Task.Run(() => Work());", "    public int Count => items.Count;", "describe('Background sync', () => {",
                      "        let label = \"no fun (at all)\"", "        await Task.Delay(5000);", "    return new Task(Work);"])
    func aLineThatDeclaresNoTestIsNoDeclaration(_ line: String) {
        var sources = ArchivedSources()
        sources.add(repositoryPath: "tests/Other.cs", bytes: Array([line, "        Assert.True(ran);"].joined(separator: "\n").utf8))
        #expect(sources.testFunction(file: "/ci/tests/Other.cs", line: 2) == nil)
    }
}
