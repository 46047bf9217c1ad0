@testable import EvidenceReaders
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct JUnitReaderTests {
    struct Expectation: CustomTestStringConvertible, Sendable {
        var file: String
        var tests: Int
        var failed: Int
        var skipped: Int
        var unattributed: Int
        var testDescription: String { file }
    }

    static let expectations: [Expectation] = [
        .init(file: "fastlane_trainer__SwiftTesting.junit.xml", tests: 2, failed: 1, skipped: 0, unattributed: 0),
        .init(file: "xcbeautify__MixedTestLog_6_0_Expected_XML_Linux.xml", tests: 6, failed: 2, skipped: 0, unattributed: 0),
        .init(file: "xcbeautify__MixedTestLog_6_0_Expected_XML_macOS.xml", tests: 6, failed: 2, skipped: 0, unattributed: 0),
        .init(file: "xcbeautify__TestLog_expected_junit_macOS.xml", tests: 85, failed: 3, skipped: 1, unattributed: 0),
        .init(file: "xcresultparser__junit.xml", tests: 7, failed: 1, skipped: 0, unattributed: 0),
        .init(file: "xcresultparser__junit_merged.xml", tests: 7, failed: 1, skipped: 0, unattributed: 0),
        .init(file: "xcresultparser__junit_repeated.xml", tests: 1, failed: 1, skipped: 0, unattributed: 0),
        .init(file: "xcresultparser__junit_session_level_failure.xml", tests: 2, failed: 0, skipped: 0, unattributed: 1),
    ]

    @Test(.requiresSharedFixtures, arguments: expectations)
    func readsFixture(_ expected: Expectation) throws {
        let report = try JUnitReader.read(path: TestPaths.fixture("junit/\(expected.file)"), evidencePath: "junit/\(expected.file)")
        #expect(report.tests.count == expected.tests)
        #expect(report.tests.filter { $0.status == .failed }.count == expected.failed)
        #expect(report.tests.filter { $0.status == .skipped }.count == expected.skipped)
        #expect(report.unattributedIssues.count == expected.unattributed)
        for result in report.tests where result.status == .failed {
            #expect(!result.issues.isEmpty)
            #expect(result.evidence.first?.line != nil)
        }
    }

    @Test(.requiresSharedFixtures) func failureLocationsOfEachWriter() throws {
        let xcbeautify = try JUnitReader.read(path: TestPaths.fixture("junit/xcbeautify__MixedTestLog_6_0_Expected_XML_macOS.xml"))
        let forced = try #require(xcbeautify.tests.first { $0.id.description == "XcbeautifyLibTests.CaptureGroupTests/testForceFailure" })
        #expect(forced.issues.first?.location?.line == 34)
        #expect(forced.issues.first?.message == "XCTAssertTrue failed - True is never false.")

        let trainer = try JUnitReader.read(path: TestPaths.fixture("junit/fastlane_trainer__SwiftTesting.junit.xml"))
        let nested = try #require(trainer.tests.first { $0.id.description == "NestedTests/nestedExampleShouldFail" })
        #expect(nested.issues.count == 3)  // three repetitions, all failed
        #expect(nested.issues.first?.message == "Expectation failed: true == false")
        #expect(nested.issues.first?.location?.line == 18)

        let repeated = try JUnitReader.read(path: TestPaths.fixture("junit/xcresultparser__junit_repeated.xml"))
        #expect(repeated.tests.first?.id.description == "test_repeatTests.test_repeatTests/test_random")
        #expect(repeated.tests.first?.issues.first?.location == SourceLocation(file: "test_repeatTests.swift", line: 15))

        let session = try JUnitReader.read(path: TestPaths.fixture("junit/xcresultparser__junit_session_level_failure.xml"))
        #expect(session.unattributedIssues.first?.location == SourceLocation(file: "SessionLevelFailureTests.swift", line: 11))
    }

    /// A body that is only where it failed and a backtrace (Foundation's `(` numbered frames `)`,
    /// .NET's and the JVM's `at …`) is no message: the `message` attribute is, and the place its location.
    @Test func aBodyOfPlaceAndBacktraceLeavesTheMessageAttribute() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("junit.xml", """
            <testsuites><testsuite name="CoreTests.UploaderTests">
            <testcase classname="CoreTests.UploaderTests" name="testMakesSession">
            <failure message="failed: caught &quot;NSInvalidArgumentException&quot;, &quot;Application must have a bundle identifier to use a background NSURLSession&quot;">CoreTests/UploaderTests.swift:7
            (
            	0   CoreFoundation   __exceptionPreprocess
            	1   libobjc.A.dylib  objc_exception_throw
            	2   CoreTests        UploaderTests.testMakesSession()
            )</failure></testcase>
            <testcase classname="CoreTests.UploaderTests" name="testExplains">
            <failure message="XCTAssertEqual failed">The upload queue was (
            still full) after the flush</failure></testcase>
            </testsuite></testsuites>
            """)
        let tests = try JUnitReader.read(path: path).tests
        #expect(tests[0].issues.first?.message == #"failed: caught "NSInvalidArgumentException", "Application must have a bundle identifier to use a background NSURLSession""#)
        #expect(tests[0].issues.first?.location == SourceLocation(file: "CoreTests/UploaderTests.swift", line: 7))
        // A body a person wrote stays the message.
        #expect(tests[1].issues.first?.message.hasPrefix("The upload queue was (") == true)
    }

    /// JavaScript runners' JUnit reporters name the device or browser and the `describe` title in
    /// `classname`: the title is the suite (the device is where it ran, not a module), and a title Karma repeats before the
    /// test's own name is dropped; where `classname` is the test's name again (jest-junit, Maestro), the
    /// `<testsuite>` is the suite. An XCTest writer's `Module.Class` reads as before.
    @Test func aJavaScriptReportersDeviceAndTitleAreTheModuleAndTheSuite() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("junit.xml", """
            <testsuites>
            <testsuite name="Push notifications"><testcase classname="iphone_15.17_5.Push_notifications" name="delivers an APNs token"/></testsuite>
            <testsuite name="NativeScript / 17.5 (17.5; iPhone)">
            <testcase classname="NativeScript / 17.5 (17.5; iPhone).background fetch" name="background fetch delivers a fetch event"/></testsuite>
            <testsuite name="Chrome Headless 131.0 (Mac OS 10.15.7)">
            <testcase classname="Chrome_Headless_131.0_(Mac_OS_10.15.7).DoseFormatter" name="formats half doses"/></testsuite>
            <testsuite name="SyncTests"><testcase classname="AppTests.SyncTests" name="testMerge"/></testsuite>
            <testsuite name="Tests"><testcase classname="Puddlejump.Tests.DailyRewardTests" name="SubmitsWhenPaused"/></testsuite>
            <testsuite name="config"><testcase classname="iOS Info.plist" name="permits the fetch task identifier"/></testsuite>
            <testsuite name="SyncTests"><testcase classname="AppTests.SyncTests.Refresh" name="testMergesTwice"/></testsuite>
            <testsuite name="AppTests.RefreshTests"><testcase classname="AppTests.RefreshTests" name="testSubmit"/></testsuite>
            <testsuite name="Store check-in"><testcase classname="Store check-in posts a check-in" name="Store check-in posts a check-in"/></testsuite>
            <testsuite name="Test Suite"><testcase id="push_token_registration" classname="push_token_registration" name="push_token_registration"/></testsuite>
            <testsuite name="Ferngully iOS" device="iPhone 16 - iOS 26.0">
            <testcase id="add-plant-weekly" name="Add plant with weekly schedule" classname="add-plant-weekly" time="27" status="ERROR"/></testsuite>
            </testsuites>
            """)
        #expect(try JUnitReader.read(path: path).tests.map(\.id.description) == [
            "Push notifications/delivers an APNs token", "background fetch/delivers a fetch event",
            // karma-junit-reporter's browser, its blanks as underscores.
            "DoseFormatter/formats half doses",
            "AppTests.SyncTests/testMerge",
            // A .NET namespace, then its class, as NUnit's XML names the same test.
            "Puddlejump.Tests.DailyRewardTests/SubmitsWhenPaused",
            // A jest-junit `describe` title with a dot in its words: the title, no module.
            "iOS Info.plist/permits the fetch task identifier",
            // A Swift suite nested in another: the module is the bundle's, as the log names it.
            "AppTests.SyncTests.Refresh/testMergesTwice",
            "AppTests.RefreshTests/testSubmit",
            // jest-junit's and Maestro's defaults: the `<testsuite>` is the suite.
            "Store check-in/posts a check-in", "Test Suite/push_token_registration",
            // A Maestro flow named in its config (`name:`): the run's suite, the flow's name.
            "Ferngully iOS/Add plant with weekly schedule",
        ])
        // The namespace is the module and the class the suite: one identity with NUnit's reading, which the merger joins.
        #expect(try JUnitReader.read(path: path).tests.first { $0.id.name == "testMergesTwice" }?.id.module == "AppTests")
        #expect(try JUnitReader.read(path: path).tests.first { $0.id.name == "permits the fetch task identifier" }?.id
            == TestIdentifier(module: nil, suite: "iOS Info.plist", name: "permits the fetch task identifier"))
        #expect(try JUnitReader.read(path: path).tests.first { $0.id.name == "SubmitsWhenPaused" }?.id
            == DotNetTestName.identifier("Puddlejump.Tests.DailyRewardTests.SubmitsWhenPaused"))
    }

    /// Karma's console names a failed spec by its full name alone (its stack naming no file), and
    /// karma-junit-reporter's XML splits it into describe and title: one test, under the XML's split; the
    /// lines the app printed before the console's failure are kept by that full name (as Detox's are).
    @Test func karmasFullNameTakesItsJUnitDescribeAndTitle() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("TESTS-NativeScript_17.5_(17.5_iPhone).xml", """
            <testsuites><testsuite name="NativeScript / 17.5 (17.5; iPhone)">
            <testcase name="geolocation permissions requests Always authorization" classname="NativeScript / 17.5 (17.5; iPhone).geolocation permissions">
            <failure type="">Error: Timeout of 20000ms exceeded.</failure></testcase>
            </testsuite></testsuites>
            """)
        let (log, reader) = TestLogReaderStreamTests.read("""
            2026-12-20 10:14:03.907 OrchardRun[18833:611280] This app has attempted to access privacy-sensitive data without a usage description.
            NativeScript / 17.5 (17.5; iPhone) geolocation permissions requests Always authorization FAILED
            \tError: Timeout of 20000ms exceeded.
            NativeScript / 17.5 (17.5; iPhone): Executed 2 of 2 (1 FAILED) (21 secs / 20 secs)

            """)
        #expect(log.tests.map(\.id) == [TestIdentifier(module: nil, suite: "", name: "geolocation permissions requests Always authorization")])
        #expect(reader.taskLinesByTest.isEmpty)
        #expect(reader.taskLinesByTestFullName.mapValues { $0.compactMap(\.line) } == ["geolocation permissions requests always authorization": [1]])
        let merged = TestMerger.merge([log, try JUnitReader.read(path: path)])
        #expect(merged.tests.map(\.id.description) == ["geolocation permissions/requests Always authorization"])
    }

    /// The same console names a spec whose stack places it under its spec's file (`background-fetch-setup.spec`)
    /// or under none, and karma-junit-reporter's XML names it by describe and a one-word title: one test each,
    /// under the XML's split, whichever source comes first.
    @Test func karmasFullNameUnderItsSpecFileTakesItsJUnitSplit() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("junit.xml", """
            <testsuite name="NativeScript / 18.6 (18.6; iPhone)" tests="2" failures="2">
            <testcase name="configuresFetchOnLaunch" classname="BackgroundFetchSetup"><failure type="">TypeError: failure is not a function.</failure></testcase>
            <testcase name="showsReminderWhileAppInForeground" classname="ReminderNotifications"><failure type="">RangeError</failure></testcase>
            </testsuite>
            """)
        let (log, _) = TestLogReaderStreamTests.read("""
            NativeScript / 18.6 (18.6; iPhone) BackgroundFetchSetup configuresFetchOnLaunch FAILED
            \tExpected function not to throw, but it threw TypeError: failure is not a function.
            \t    at UserContext.<anonymous> (src/tests/background-fetch-setup.spec.ts:9:47)
            NativeScript / 18.6 (18.6; iPhone): Executed 3 of 6 (1 FAILED) (0 secs / 0.412 secs)
            NativeScript / 18.6 (18.6; iPhone) ReminderNotifications showsReminderWhileAppInForeground FAILED
            \tUncaught RangeError: Maximum call stack size exceeded
            NativeScript / 18.6 (18.6; iPhone): Executed 6 of 6 (2 FAILED) (2.701 secs / 2.644 secs)

            """)
        let junit = try JUnitReader.read(path: path)
        let split = ["BackgroundFetchSetup/configuresFetchOnLaunch", "ReminderNotifications/showsReminderWhileAppInForeground"]
        #expect(TestMerger.merge([log, junit]).tests.map(\.id.description).sorted() == split)
        #expect(TestMerger.merge([junit, log]).tests.map(\.id.description).sorted() == split)
        // A describe block's name is no spec's file: another test of the same words stays another test.
        #expect(!TestMerger.namesASpecFile("Reminder Notifications") && TestMerger.namesASpecFile("background-fetch-setup.spec"))
    }

    /// Gradle's JUnit for a Kotlin Multiplatform module's iOS tests: `classname` is the package and the
    /// class, `name` the test with its target (`[iosSimulatorArm64]`). The class is the suite and the
    /// target is dropped, so a log's `Failing tests:` entry (`FareLabelTest/showsFare`) is the same test.
    @Test func aKotlinTestIsItsClassInItsPackageWhateverTheTarget() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("TEST-com.example.ui.FareLabelTest.xml", """
            <testsuite name="com.example.ui.FareLabelTest" tests="2" failures="1">
            <testcase name="showsFareRoundedToCents[iosSimulatorArm64]" classname="com.example.ui.FareLabelTest">
            <failure message="kotlin.AssertionError: Expected &lt;3.15&gt;, actual &lt;3.1500000000000004&gt;.">kotlin.AssertionError</failure></testcase>
            <testcase name="parameterised[1]" classname="com.example.ui.FareLabelTest"/>
            <testcase name="showsFareRoundedToCents[jvm]" classname="com.example.ui.FareLabelTest"/>
            <testcase name="decodes[json]" classname="ParserTests"/>
            </testsuite>
            """)
        let junit = try JUnitReader.read(path: path)
        #expect(junit.tests.map(\.id.suite) == ["FareLabelTest", "FareLabelTest", "FareLabelTest", "ParserTests"])
        #expect(junit.tests.map(\.id.module) == ["com.example.ui", "com.example.ui", "com.example.ui", nil])
        // A parameterised test's index is its own name, not a target; the JVM target's result is another test.
        #expect(junit.tests.map(\.id.name) == ["showsFareRoundedToCents", "parameterised[1]", "showsFareRoundedToCents[jvm]", "decodes[json]"])
        #expect(junit.tests.map(\.status) == [.failed, .passed, .passed, .passed])
        let (log, _) = TestLogReaderStreamTests.read("Failing tests:\n\tFareLabelTest/showsFareRoundedToCents\n")
        let merged = TestMerger.merge([log, junit])
        #expect(merged.tests.indices.filter { merged.tests.status(at: $0) == .failed }.count == 1)
    }

    /// Vitest names a test by its file and its `describe` titles joined by ` > `: the titles are the suite.
    @Test func vitestsTitlesAreTheSuite() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("vitest-junit.xml", """
            <testsuites><testsuite name="src/reminders/nextReminder.test.ts">
            <testcase classname="src/reminders/nextReminder.test.ts" name="nextReminder &gt; keeps the UTC hour across the DST change"><failure message="x">x</failure></testcase>
            <testcase classname="src/reminders/nextReminder.test.ts" name="nextReminder &gt; at night &gt; rolls to tomorrow"/>
            </testsuite></testsuites>
            """)
        #expect(try JUnitReader.read(path: path).tests.map(\.id.description) == [
            "nextReminder/keeps the UTC hour across the DST change", "nextReminder › at night/rolls to tomorrow",
        ])
    }

    /// xcbeautify's quiet output names a failure without its suite (`✖ testClear…, message`) and its JUnit
    /// with it: one failed test, under the full name.
    @Test func aFailureNamedWithoutItsSuiteIsTheJUnitTestOfThatName() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("junit.xml", """
            <testsuites><testsuite name="FernleafAuthTests.TokenVaultTests">
            <testcase classname="FernleafAuthTests.TokenVaultTests" name="testClearRemovesAllTokens"><failure message="XCTAssertNoThrow failed">x</failure></testcase>
            </testsuite></testsuites>
            """)
        let (log, _) = TestLogReaderStreamTests.read("    ✖ testClearRemovesAllTokens, XCTAssertNoThrow failed: threw error \"Internal error\"\n")
        let merged = TestMerger.merge([log, try JUnitReader.read(path: path)])
        #expect(merged.tests.indices.map { merged.tests.id(at: $0).description } == ["FernleafAuthTests.TokenVaultTests/testClearRemovesAllTokens"])
    }

    /// xcbeautify's JUnit of a Swift Testing issue: its place before its message.
    @Test func aSwiftTestingIssuesPlaceBeforeItsMessageIsItsLocation() {
        let (message, location) = JUnitFailureText.split("KeychainTokenStoreTests.swift:13:6: Caught error: unhandled(status: -34018)")
        #expect(message == "Caught error: unhandled(status: -34018)")
        #expect(location == SourceLocation(file: "KeychainTokenStoreTests.swift", line: 13))
        #expect(JUnitFailureText.split("/Users/ci/My App/Tests/KeychainTests.swift:7:3: Caught error").location?.line == 7)
        // A message that only mentions a file keeps no place of it.
        #expect(JUnitFailureText.split("Expectation failed: Config.swift:3 is stale").location == nil)
    }

    /// Bazel's own `test.xml` (written when the test runner wrote none): one case named as its suite, the
    /// target's path, `exited with error code 15` — the target's end, not a test: an issue of the run.
    @Test func bazelsFallbackCaseIsTheTargetsNotATest() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("test.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
            <testsuite name="ios/Modules/Sync/SyncTests" tests="1" failures="0" errors="1">
            <testcase name="ios/Modules/Sync/SyncTests" status="run" duration="0" time="0"><error message="exited with error code 15"></error></testcase>
            </testsuite>
            </testsuites>
            """)
        let report = try JUnitReader.read(path: path)
        #expect(report.tests.isEmpty)
        #expect(report.unattributedIssues.map(\.message) == ["exited with error code 15"])
    }

    @Test func malformedXMLIsReportedWithTheFileName() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("broken.xml", "<testsuites><testsuite name=\"A\"><testcase name=\"x\">")
        #expect {
            try JUnitReader.read(path: path)
        } throws: { error in
            (error as? EvidenceError)?.kind == .malformedInput && "\(error)".contains("broken.xml")
        }
        #expect(throws: EvidenceError.self) { try JUnitReader.read(path: directory.path("missing.xml")) }
    }
}

/// Where a log and a JUnit file describe the same run, the two readers must agree.
@Suite struct LogAndJUnitAgreementTests {
    static let pairs = [
        ("xcbeautify__TestLog.txt", "xcbeautify__TestLog_expected_junit_macOS.xml"),
        ("xcbeautify__MixedTestLog_6_0_macOS.txt", "xcbeautify__MixedTestLog_6_0_Expected_XML_macOS.xml"),
        ("xcbeautify__MixedTestLog_6_0_Linux.txt", "xcbeautify__MixedTestLog_6_0_Expected_XML_Linux.xml"),
    ]

    @Test(.requiresSharedFixtures, arguments: pairs)
    func logAndJUnitAgree(log: String, junit: String) throws {
        let fromLog = try TestLogReader.read(path: TestPaths.fixture("logs/\(log)")).report
        let fromJUnit = try JUnitReader.read(path: TestPaths.fixture("junit/\(junit)"))
        #expect(fromLog.tests.count == fromJUnit.tests.count)
        for status in [TestStatus.passed, .failed, .skipped] {
            #expect(fromLog.tests.filter { $0.status == status }.count == fromJUnit.tests.filter { $0.status == status }.count)
        }
        // XCTest ids agree exactly; Swift Testing's suite is not in the console output, so names and
        // statuses are compared for those.
        let logByName = Dictionary(grouping: fromLog.tests, by: \.id.name).mapValues { $0.map(\.status) }
        let junitByName = Dictionary(grouping: fromJUnit.tests, by: \.id.name).mapValues { $0.map(\.status) }
        #expect(logByName == junitByName)
        let junitIDs = Set(fromJUnit.tests.map(\.id))
        let xctestIDs = fromLog.tests.filter { $0.id.suite != "SwiftTestingGroup" }.map(\.id)
        #expect(xctestIDs.allSatisfy { junitIDs.contains($0) })
        let failedInLog = Set(fromLog.tests.filter { $0.status == .failed }.compactMap { $0.issues.first?.location?.line })
        let failedInJUnit = Set(fromJUnit.tests.filter { $0.status == .failed }.compactMap { $0.issues.first?.location?.line })
        #expect(failedInJUnit.isSubset(of: failedInLog))
    }

    /// pytest's JUnit (Appium's Python client) places a failure at its traceback's first entry, the
    /// test's own line; a JVM writer's at the frame of the test's own method, not the assertion library's.
    @Test func pytestsAndJVMFailuresArePlacedAtTheTestsOwnLine() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("junit.xml", """
            <testsuites><testsuite name="pytest">
            <testcase classname="tests.test_push.TestPush" name="test_push_refreshes"><failure message="AssertionError: stale">tests/test_push.py:43: in test_push_refreshes
                assert label == "Updated 0 min ago"
            E   AssertionError: stale</failure></testcase>
            <testcase classname="tests.test_push.TestPush" name="test_long_form"><failure message="NoSuchElementException">self = &lt;tests.test_push.TestPush object&gt;

                def test_long_form(self, driver):
            &gt;       driver.find_element("accessibility id", "board")

            tests/test_push.py:51:
            _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
            .venv/lib/python3.11/site-packages/selenium/webdriver/remote/webdriver.py:741: in find_element
                return self.execute(Command.FIND_ELEMENT, {"using": by, "value": value})["value"]
            E       selenium.common.exceptions.NoSuchElementException: Message: board</failure></testcase>
            <testcase classname="com.example.e2e.UploadQueueTest" name="uploads"><failure message="expected [A] but found [B]" type="java.lang.AssertionError">java.lang.AssertionError: expected [A] but found [B]
            	at org.testng.Assert.fail(Assert.java:111)
            	at com.example.e2e.UploadQueueTest.uploads(UploadQueueTest.java:59)</failure></testcase>
            </testsuite></testsuites>
            """)
        let places = try JUnitReader.read(path: path).tests.map { $0.issues.first?.location }
        #expect(places == [SourceLocation(file: "tests/test_push.py", line: 43), SourceLocation(file: "tests/test_push.py", line: 51),
                           SourceLocation(file: "UploadQueueTest.java", line: 59)])
        // pytest's `E` column, short or long: an assertion; its other errors are not.
        #expect(SignalVocabulary.isPytestAssertion("tests/x.py:3: in test_a\nE   assert 3 == 4"))
        #expect(SignalVocabulary.isPytestAssertion("tests/x.py:3:\nE       AssertionError: stale"))
        #expect(!SignalVocabulary.isPytestAssertion("E       selenium.common.exceptions.NoSuchElementException: Message: board"))
    }
}
