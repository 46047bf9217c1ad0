import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The result files .NET runners write for cross-platform apps' iOS tests, read by `JUnitReader`:
/// NUnit 3 (`<test-run>`: Xamarin.UITest, App Center Test), NUnit 2 (`<test-results>`) and xUnit v2
/// (`<assemblies>`: XHarness, `dotnet test`). Shapes as their documentation gives them
/// (docs.nunit.org "Test Result XML Format", xunit.net "XML Format v2"); a failure's text is in
/// `<message>` and `<stack-trace>` children, its place in the trace's frame.
@Suite struct DotNetResultFileTests {
    static func read(_ document: String) throws -> TestRunReport {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/TestResult.xml"
        try Data(document.utf8).write(to: URL(fileURLWithPath: path))
        return try JUnitReader.read(path: path, evidencePath: "junit/TestResult.xml")
    }

    @Test func nunit3NamesEachTestByItsFullNameAndPlacesAFailureAtItsFrame() throws {
        let report = try Self.read("""
            <?xml version="1.0" encoding="utf-8"?>
            <test-run id="0" testcasecount="3" result="Failed" total="3" passed="1" failed="2" inconclusive="0" skipped="0" start-time="2026-12-08 07:55:02Z" end-time="2026-12-08 08:03:49Z" duration="527.114">
              <command-line><![CDATA[nunit3-console Ropewalk.UITests.dll]]></command-line>
              <test-suite type="Assembly" id="0-1001" name="Ropewalk.UITests.dll" fullname="/tmp/Ropewalk.UITests.dll" result="Failed">
                <test-suite type="TestFixture" id="0-1004" name="BackgroundFetchUITests" fullname="Ropewalk.UITests.BackgroundFetchUITests" classname="Ropewalk.UITests.BackgroundFetchUITests" result="Failed">
                  <test-case id="0-1005" name="FetchRuns" fullname="Ropewalk.UITests.BackgroundFetchUITests.FetchRuns" methodname="FetchRuns" classname="Ropewalk.UITests.BackgroundFetchUITests" result="Failed" duration="214.907" asserts="1">
                    <failure>
                      <message><![CDATA[  PerformFetch did not run
              Expected: not equal to "Last fetch: 07:55"
              But was:  "Last fetch: 07:55"
            ]]></message>
                      <stack-trace><![CDATA[   at Ropewalk.UITests.BackgroundFetchUITests.FetchRuns () [0x00061] in /Users/runner/work/1/s/Ropewalk.UITests/BackgroundFetchUITests.cs:30
            ]]></stack-trace>
                    </failure>
                    <assertions><assertion result="Failed"><message><![CDATA[an assertion's copy]]></message></assertion></assertions>
                  </test-case>
                  <test-case id="0-1006" name="Lists" fullname="Ropewalk.UITests.BackgroundFetchUITests.Lists" result="Passed" duration="2.1" />
                  <test-case id="0-1007" name="Launches" fullname="Ropewalk.UITests.BackgroundFetchUITests.Launches" result="Failed" label="Error" duration="95.0">
                    <failure>
                      <message><![CDATA[System.Net.Http.HttpRequestException : Connection refused (127.0.0.1:27753)]]></message>
                      <stack-trace><![CDATA[   at Ropewalk.UITests.AppInitializer.StartApp () [0x00000] in /Users/runner/work/1/s/Ropewalk.UITests/AppInitializer.cs:10
               at Ropewalk.UITests.BackgroundFetchUITests.BeforeEachTest () [0x00001] in /Users/runner/work/1/s/Ropewalk.UITests/BackgroundFetchUITests.cs:16
            ]]></stack-trace>
                    </failure>
                  </test-case>
                  <test-case id="0-1008" name="Skips" fullname="Ropewalk.UITests.BackgroundFetchUITests.Skips" result="Skipped" label="Ignored">
                    <reason><message><![CDATA[needs a device]]></message></reason>
                  </test-case>
                </test-suite>
              </test-suite>
            </test-run>
            """)
        #expect(report.tests.map(\.id.description) == [
            "Ropewalk.UITests.BackgroundFetchUITests/FetchRuns", "Ropewalk.UITests.BackgroundFetchUITests/Lists",
            "Ropewalk.UITests.BackgroundFetchUITests/Launches", "Ropewalk.UITests.BackgroundFetchUITests/Skips",
        ])
        #expect(report.tests.map(\.status) == [.failed, .passed, .failed, .skipped])
        let fetch = try #require(report.tests.first)
        #expect(fetch.issues.count == 1)
        #expect(fetch.issues.first?.message == "PerformFetch did not run\n  Expected: not equal to \"Last fetch: 07:55\"\n  But was:  \"Last fetch: 07:55\"")
        #expect(fetch.issues.first?.location == SourceLocation(file: "/Users/runner/work/1/s/Ropewalk.UITests/BackgroundFetchUITests.cs", line: 30))
        #expect(fetch.duration == 214.907)
        // The first frame that names a place: the harness's launcher, where the error was raised.
        #expect(report.tests[2].issues.first?.location?.file.hasSuffix("AppInitializer.cs") == true)
        #expect(report.tests[3].issues.isEmpty)
    }

    @Test func nunit2NamesATestInFullAndSaysItsResultInTwoAttributes() throws {
        let report = try Self.read("""
            <?xml version="1.0" encoding="utf-8" standalone="no"?>
            <!--This file represents the results of running a test suite-->
            <test-results name="mock-assembly.dll" total="3" errors="0" failures="1" not-run="1" inconclusive="0" ignored="1" skipped="0" invalid="0" date="2015-10-07" time="11:22:00">
              <environment nunit-version="2.6.4" clr-version="4.0" os-version="Unix" platform="Unix" cwd="/tmp" machine-name="ci" user="ci" user-domain="ci" />
              <culture-info current-culture="en-US" current-uiculture="en-US" />
              <test-suite type="Assembly" name="mock-assembly.dll" executed="True" result="Failure" success="False" time="0.094" asserts="0">
                <results>
                  <test-suite type="TestFixture" name="MockTestFixture" executed="True" result="Failure" success="False" time="0.05" asserts="0">
                    <results>
                      <test-case name="NUnit.Tests.Assemblies.MockTestFixture.FailingTest" executed="True" result="Failure" success="False" time="0.016" asserts="0">
                        <failure>
                          <message><![CDATA[Intentional failure]]></message>
                          <stack-trace><![CDATA[at NUnit.Tests.Assemblies.MockTestFixture.FailingTest () [0x00000] in /home/ci/src/MockTestFixture.cs:36
            ]]></stack-trace>
                        </failure>
                      </test-case>
                      <test-case name="NUnit.Tests.Assemblies.MockTestFixture.MockTest1" executed="True" result="Success" success="True" time="0.001" asserts="0" />
                      <test-case name="NUnit.Tests.Assemblies.MockTestFixture.MockTest4" executed="False" result="Ignored">
                        <reason><message><![CDATA[ignoring this test method for now]]></message></reason>
                      </test-case>
                    </results>
                  </test-suite>
                </results>
              </test-suite>
            </test-results>
            """)
        #expect(report.tests.map(\.id.description) == [
            "NUnit.Tests.Assemblies.MockTestFixture/FailingTest", "NUnit.Tests.Assemblies.MockTestFixture/MockTest1", "NUnit.Tests.Assemblies.MockTestFixture/MockTest4",
        ])
        #expect(report.tests.map(\.status) == [.failed, .passed, .skipped])
        #expect(report.tests[0].issues.first?.message == "Intentional failure")
        #expect(report.tests[0].issues.first?.location == SourceLocation(file: "/home/ci/src/MockTestFixture.cs", line: 36))
    }

    @Test func xunit2KeepsATheorysCasesApartAndReadsDotNetFrames() throws {
        let report = try Self.read("""
            <?xml version="1.0" encoding="utf-8"?>
            <assemblies timestamp="02/01/2019 14:47:17">
              <assembly name="/Users/ci/Tallyboard.DeviceTests.dll" run-date="2019-02-01" run-time="14:47:17" total="3" passed="1" failed="2" skipped="0" time="0.022" errors="0">
                <errors />
                <collection total="3" passed="1" failed="2" skipped="0" name="Test collection for Tallyboard.DeviceTests.SyncJobTests" time="0.022">
                  <test name="Tallyboard.DeviceTests.SyncJobTests.RunsTwice" type="Tallyboard.DeviceTests.SyncJobTests" method="RunsTwice" time="180.0120000" result="Fail">
                    <failure exception-type="Xunit.Sdk.TrueException">
                      <message><![CDATA[job ran 0 time(s)
            Expected: True
            Actual:   False]]></message>
                      <stack-trace><![CDATA[   at Tallyboard.DeviceTests.SyncJobTests.RunsTwice() in /Users/runner/work/1/s/tests/Tallyboard.DeviceTests/SyncJobTests.cs:line 22
            --- End of stack trace from previous location ---]]></stack-trace>
                    </failure>
                  </test>
                  <test name="Tallyboard.DeviceTests.SyncJobTests.Adds(value1: -4, value2: -6)" type="Tallyboard.DeviceTests.SyncJobTests" method="Adds" time="0.003" result="Pass" />
                  <test name="Tallyboard.DeviceTests.SyncJobTests.Adds(value1: 1, value2: 2)" type="Tallyboard.DeviceTests.SyncJobTests" method="Adds" time="0.003" result="Fail">
                    <failure exception-type="Xunit.Sdk.EqualException"><message>Assert.Equal() Failure
            Expected: 3
            Actual:   4</message><stack-trace>   at Tallyboard.DeviceTests.SyncJobTests.Adds(Int32 value1, Int32 value2) in /Users/runner/work/1/s/tests/Tallyboard.DeviceTests/SyncJobTests.cs:line 31</stack-trace></failure>
                  </test>
                </collection>
              </assembly>
            </assemblies>
            """)
        #expect(report.tests.map(\.id.description) == [
            "Tallyboard.DeviceTests.SyncJobTests/RunsTwice", "Tallyboard.DeviceTests.SyncJobTests/Adds(value1: -4, value2: -6)",
            "Tallyboard.DeviceTests.SyncJobTests/Adds(value1: 1, value2: 2)",
        ])
        #expect(report.tests.map(\.status) == [.failed, .passed, .failed])
        #expect(report.tests[0].issues.first?.message == "job ran 0 time(s)\nExpected: True\nActual:   False")
        #expect(report.tests[0].issues.first?.location?.line == 22)
        #expect(report.tests[2].issues.first?.location?.line == 31)
    }

    /// Visual Studio's `.trx` (`dotnet test --logger trx`): results first, each named by its method
    /// (NUnit, MSTest) or in full (xUnit); the class only in the definitions after them. A failure's
    /// text is in `<ErrorInfo>`'s `<Message>` and `<StackTrace>`.
    @Test func aTrxNamesEachResultByItsDefinitionsClass() throws {
        let report = try Self.read("""
            <?xml version="1.0" encoding="utf-8"?>
            <TestRun id="9cfc8652-3919-4242-a2ed-dbbd5464ecc2" name="runner@Mac 2025-06-03 07:15:01" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">
              <Results>
                <UnitTestResult executionId="d23f" testId="6513" testName="RunAsync_UploadsOnce" duration="00:00:00.0210000" outcome="Passed" />
                <UnitTestResult executionId="8d11" testId="6b0d" testName="RunAsync_RecordsLastSuccessUtc" duration="00:01:02.5000000" outcome="Failed">
                  <Output>
                    <ErrorInfo>
                      <Message>Expected: not null
              But was:  null</Message>
                      <StackTrace>   at Kestrel.Core.Sync.SyncJob.RunAsync(CancellationToken ct) in /Users/runner/work/1/s/src/Kestrel.Core/Sync/SyncJob.cs:line 33
               at Kestrel.Core.Tests.Sync.SyncJobTests.RunAsync_RecordsLastSuccessUtc() in /Users/runner/work/1/s/tests/Kestrel.Core.Tests/Sync/SyncJobTests.cs:line 52</StackTrace>
                    </ErrorInfo>
                  </Output>
                </UnitTestResult>
                <UnitTestResult executionId="a170" testId="90c1" testName="Kestrel.Core.Tests.ParserTests.Parses(input: &quot;1.5&quot;)" duration="00:00:00.0030000" outcome="NotExecuted" />
                <UnitTestResult executionId="0cb1" testId="0fd6" testName="Orphan" outcome="Failed" />
              </Results>
              <TestDefinitions>
                <UnitTest name="RunAsync_UploadsOnce" id="6513"><TestMethod className="Kestrel.Core.Tests.Sync.SyncJobTests" name="RunAsync_UploadsOnce" /></UnitTest>
                <UnitTest name="RunAsync_RecordsLastSuccessUtc" id="6b0d"><TestMethod className="Kestrel.Core.Tests.Sync.SyncJobTests" name="RunAsync_RecordsLastSuccessUtc" /></UnitTest>
                <UnitTest name="Parses" id="90c1"><TestMethod className="Kestrel.Core.Tests.ParserTests" name="Parses" /></UnitTest>
              </TestDefinitions>
            </TestRun>
            """)
        #expect(report.tests.map(\.id.description) == [
            "Kestrel.Core.Tests.Sync.SyncJobTests/RunAsync_UploadsOnce", "Kestrel.Core.Tests.Sync.SyncJobTests/RunAsync_RecordsLastSuccessUtc",
            "Kestrel.Core.Tests.ParserTests/Parses(input: \"1.5\")",
        ])
        #expect(report.tests.map(\.status) == [.passed, .failed, .skipped])
        let failed = report.tests[1]
        #expect(failed.duration == 62.5)
        #expect(failed.issues.map(\.message) == ["Expected: not null\n  But was:  null"])
        #expect(failed.issues.first?.location == SourceLocation(file: "/Users/runner/work/1/s/src/Kestrel.Core/Sync/SyncJob.cs", line: 33))
        // A result no definition names, and whose name has no class, is not dropped: the run keeps its failure.
        #expect(report.unattributedIssues.map(\.message) == ["Orphan"])
        // collect files it with the JUnit files, by its root.
        let head = Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<TestRun id=\"9c\" xmlns=\"http://microsoft.com/schemas/VisualStudio/TeamTest/2010\">".utf8)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "_Mac_2025-06-03_07_15_01.trx", prefix: head) == .junit)
    }

    /// MSTest's data rows (`Parses (2)`) and display names, an assembly-qualified class, a method named
    /// as its namespace starts, and a data-driven result's inner results: each one test, named by its
    /// definition, the outer result standing for its rows.
    @Test func aTrxsOtherNamingsAreEachOneTest() throws {
        let report = try Self.read("""
            <?xml version="1.0" encoding="utf-8"?>
            <TestRun id="1" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">
              <Results>
                <UnitTestResult testId="a" testName="Parses (2)" outcome="Passed" />
                <UnitTestResult testId="b" testName="Sync updates the label." outcome="Failed">
                  <Output><ErrorInfo><Message>Assert.AreEqual failed. Expected:&lt;Synced&gt;. Actual:&lt;Idle&gt;.</Message></ErrorInfo></Output>
                </UnitTestResult>
                <UnitTestResult testId="c" testName="Sync" outcome="Passed" />
                <UnitTestResult testId="d" testName="Rounds" outcome="Failed">
                  <Output><ErrorInfo><Message>1 of 2 data rows failed</Message></ErrorInfo></Output>
                  <InnerResults>
                    <UnitTestResult testId="d" testName="Rounds (1)" outcome="Passed" />
                    <UnitTestResult testId="d" testName="Rounds (2)" outcome="Failed" />
                  </InnerResults>
                </UnitTestResult>
              </Results>
              <TestDefinitions>
                <UnitTest id="a"><TestMethod className="Kestrel.Tests.ParserTests, Kestrel.Tests, Version=1.0.0.0, Culture=neutral" name="Parses" /></UnitTest>
                <UnitTest id="b"><TestMethod className="Kestrel.Tests.SyncLabelTests" name="UpdatesLabel" /></UnitTest>
                <UnitTest id="c"><TestMethod className="Sync.Tests.SyncTests" name="Sync" /></UnitTest>
                <UnitTest id="d"><TestMethod className="Kestrel.Tests.FareTests" name="Rounds" /></UnitTest>
              </TestDefinitions>
            </TestRun>
            """)
        #expect(report.tests.map(\.id.description) == [
            "Kestrel.Tests.ParserTests/Parses(2)", "Kestrel.Tests.SyncLabelTests/UpdatesLabel", "Sync.Tests.SyncTests/Sync", "Kestrel.Tests.FareTests/Rounds",
        ])
        #expect(report.tests.map(\.status) == [.passed, .failed, .passed, .failed])
        #expect(report.tests[3].issues.map(\.message) == ["1 of 2 data rows failed"])
        #expect(report.unattributedIssues.isEmpty)
    }

    /// A file with none of the roots read is refused with one sentence that names them.
    @Test func anotherXMLDocumentIsRefusedNamingTheRootsRead() throws {
        #expect {
            try Self.read("<?xml version=\"1.0\"?>\n<rss><channel/></rss>")
        } throws: { error in
            "\(error)".contains("<test-run>") && "\(error)".contains("<assemblies>")
        }
    }

    /// jest-junit's failure body ends with the test's frame as JavaScript prints it (`path:line:column`):
    /// the place is the line, not the column — else the failing test's code is never found.
    @Test func aJavaScriptFramesPlaceIsItsLineNotItsColumn() throws {
        let report = try Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="jest tests" tests="1" failures="1" errors="0" time="70.2">
              <testsuite name="Background sync" errors="0" failures="1" skipped="0" timestamp="2026-12-04T08:24:36" time="70.2" tests="1">
                <testcase classname="Background sync" name="refreshes while backgrounded" time="70.238">
                  <failure>Test Failed: Timed out while waiting for expectation: TOBEVISIBLE WITH MATCHER(id == “done”) TIMEOUT(60s)
                at Object.&lt;anonymous&gt; (/Users/vagrant/git/e2e/backgroundSync.e2e.js:33:100)</failure>
                </testcase>
              </testsuite>
            </testsuites>
            """)
        #expect(report.tests.first?.issues.first?.location == SourceLocation(file: "/Users/vagrant/git/e2e/backgroundSync.e2e.js", line: 33))
    }
}
