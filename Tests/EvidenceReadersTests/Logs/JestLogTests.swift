@testable import EvidenceReaders
import EvidenceKit
import Foundation
import Testing

/// A React Native app's Detox end-to-end tests on the iOS Simulator print Jest's default reporter:
/// a file's `FAIL`/`PASS` header, its `describe` titles, `✓`/`✕`/`○` results, then each failure's
/// `●` block with its message and place. Read with no pattern for them, such a log gave 0 tests, every
/// failure lost ("No test results found").
@Suite struct JestLogTests {
    static let log = """
         FAIL e2e/reminders.e2e.ts (52.318 s)
          Daily reminders
            ✓ lists default reminders (2114 ms)
            ✕ schedules a daily reminder that starts tomorrow (6402 ms)
            nested
              ✕ keeps the evening slot (120 ms)
            ○ skipped snoozes a reminder

          ● Daily reminders › schedules a daily reminder that starts tomorrow

            Test Failed: Failed expectation: TOHAVETEXT WITH TEXT: Next: Tue 1 Dec 2026, 17:00
            Got: "Next: Mon 30 Nov 2026, 17:00"

              20 |     await element(by.id('save')).tap();
            > 22 |     await expect(element(by.id('next-fire-evening'))).toHaveText('Next: Tue 1 Dec 2026, 17:00');

              at Object.toHaveText (/Users/runner/work/app/app/e2e/reminders.e2e.ts:22:52)

          ● Daily reminders › nested › keeps the evening slot

            expect(received).toBe(expected) // Object.is equality

              at Object.toBe (/Users/runner/work/app/app/e2e/reminders.e2e.ts:40:20)

         PASS e2e/onboarding.e2e.ts
          ✓ completes onboarding (14822 ms)

        Tests:       2 failed, 1 skipped, 2 passed, 5 total

        """

    /// Detox says why a request failed on the message's third line: every line of the message up to
    /// the code frame is the failure's, so the app's death (`unexpectedly disconnected`) is read.
    @Test func everyLineOfAMessageUpToItsCodeFrameIsTheFailures() throws {
        let log = """
             FAIL e2e/settings.e2e.ts (9.4 s)
              Settings
                ✕ enables background refresh toggle (1303 ms)

              ● Settings › enables background refresh toggle

                DetoxRuntimeError: The pending request #2 ("invoke") has been rejected due to the following error:

                The app has unexpectedly disconnected from Detox server.

                   8 |   it('enables background refresh toggle', async () => {
                >  9 |     await element(by.id('tab-settings')).tap();
                Not the message: after the code frame.

                  at Object.tap (e2e/settings.e2e.ts:9:42)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        let failure = try #require(report.tests.first { $0.id.name == "enables background refresh toggle" })
        let message = try #require(failure.issues.first?.message)
        #expect(message == "DetoxRuntimeError: The pending request #2 (\"invoke\") has been rejected due to the following error:\nThe app has unexpectedly disconnected from Detox server.")
        #expect(SignalVocabulary.saysTheAppDied(message))
        #expect(failure.issues.first?.location?.line == 9)
    }

    @Test func jestsResultsAreTheTestsWithTheirMessagesAndPlaces() throws {
        let (report, _) = TestLogReaderStreamTests.read(Self.log)
        let read = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.description, $0) })
        #expect(read.mapValues(\.status.rawValue) == [
            "Daily reminders/lists default reminders": "passed",
            "Daily reminders/schedules a daily reminder that starts tomorrow": "failed",
            "Daily reminders/snoozes a reminder": "skipped",
            "Daily reminders › nested/keeps the evening slot": "failed",
            "onboarding.e2e/completes onboarding": "passed",
        ])
        let tomorrow = try #require(read["Daily reminders/schedules a daily reminder that starts tomorrow"])
        #expect(tomorrow.issues.first?.message == "Test Failed: Failed expectation: TOHAVETEXT WITH TEXT: Next: Tue 1 Dec 2026, 17:00\nGot: \"Next: Mon 30 Nov 2026, 17:00\"")
        #expect(tomorrow.issues.first?.location?.line == 22)
        #expect(tomorrow.duration == 6.402)
        let nested = try #require(read["Daily reminders › nested/keeps the evening slot"])
        #expect(nested.issues.first?.message == "expect(received).toBe(expected) // Object.is equality")
        #expect(nested.issues.first?.location?.line == 40)
    }

    /// Jest's `● Console` section (what a failed file's tests logged, before its failures) is no test
    /// (round 49's `fr03` read a failed test named `Console`).
    /// A duration printed without its blank (`(120004ms)`, as a bold colour code leaves it) is still the duration, not
    /// part of the title: read into the title, the failure became another test than the `●` block's (round 99's `rp02`).
    @Test func aDurationWithoutItsBlankIsNoPartOfTheTitle() {
        #expect(JestOutputReader.result("✕ showsHomeAfterWelcome (120004ms)").map { [$0.title, "\($0.duration ?? 0)"] } == ["showsHomeAfterWelcome", "120.004"])
        #expect(JestOutputReader.result("✓ lists default reminders (2114 ms)")?.duration == 2.114)
        #expect(JestOutputReader.result("✓ retries (twice) after 5ms)")?.title == "retries (twice) after 5ms)")
        // A title's own `(300ms)` (a test of no time prints no duration), and numbers that are none (round 99's review, M2, L4).
        let titled = JestOutputReader.result("✕ fires after the wait (300ms)")
        #expect(titled?.title == "fires after the wait (300ms)" && titled?.duration == nil)
        #expect(JestOutputReader.result("✕ waits (nan ms)")?.duration == nil)
        #expect(JestOutputReader.result("✕ waits (-5 ms)")?.duration == nil)
    }

    @Test func jestsConsoleSectionIsNoTest() throws {
        let log = """
            FAIL src/background/__tests__/backgroundSync.test.tsx
              ● Console

                console.log
                  [Brindle] fetch event com.transistorsoft.fetch
                      ✕ upload (12 ms)

                  at onFetch (src/background/backgroundSync.ts:19:11)

              ● BackgroundSync › handles each fetch event once

                expect(jest.fn()).toHaveBeenCalledTimes(expected)

                  at Object.toHaveBeenCalledTimes (src/background/__tests__/backgroundSync.test.tsx:41:22)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.description) == ["BackgroundSync/handles each fetch event once"])
        #expect(report.tests.first?.issues.first?.message == "expect(jest.fn()).toHaveBeenCalledTimes(expected)")
    }

    /// Jest's header as it really prints it: its status in inverse colour with a blank each side, a
    /// blank, then the path (dim folder, bold name) — ` FAIL  e2e/…` once the colour is gone — or,
    /// without colour, `FAIL e2e/…`. Each reads as the plain form above.
    @Test(arguments: [
        (" FAIL  e2e/", " PASS  e2e/"),
        ("FAIL e2e/", "PASS e2e/"),
        ("\u{1B}[0m\u{1B}[7m\u{1B}[1m\u{1B}[31m FAIL \u{1B}[39m\u{1B}[22m\u{1B}[27m\u{1B}[0m \u{1B}[2me2e/\u{1B}[22m",
         "\u{1B}[0m\u{1B}[7m\u{1B}[1m\u{1B}[32m PASS \u{1B}[39m\u{1B}[22m\u{1B}[27m\u{1B}[0m \u{1B}[2me2e/\u{1B}[22m"),
    ])
    func jestsHeaderReadsInEveryFormItPrints(_ fail: String, _ pass: String) {
        let log = Self.log.replacingOccurrences(of: " FAIL e2e/", with: fail).replacingOccurrences(of: " PASS e2e/", with: pass)
        let (expected, _) = TestLogReaderStreamTests.read(Self.log)
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.description) == expected.tests.map(\.id.description))
        #expect(report.tests.map(\.status) == expected.tests.map(\.status))
        #expect(report.tests.count == 5)
    }

    /// xcpretty's `✓` lines are not Jest's: without a file's header, an xcodebuild log reads as before.
    @Test func withoutAFilesHeaderNothingIsReadAsJest() {
        let (report, _) = TestLogReaderStreamTests.read("""
              Daily reminders
                ✓ lists default reminders (2114 ms)

            """)
        #expect(!report.tests.contains { $0.id.suite == "Daily reminders" })
    }

    /// `jest --selectProjects ios`: the project's display name between the status and the path (`FAIL ios
    /// __tests__/x.test.js`); and `jest.retryTimes`, whose `RETRY 1` block of an attempt that failed comes
    /// before the file's results — a pass after it is a retry that passed (flaky), the failure after the last
    /// file still its test's.
    @Test func aProjectsNameBeforeThePathAndARetriedAttempt() throws {
        let log = """
            FAIL ios __tests__/weeklyReminder.test.js
              weeklyReminder
                ✕ builds a weekly repeat on the chosen weekday (4 ms)

              ● weeklyReminder › builds a weekly repeat on the chosen weekday

                expect(received).toEqual(expected) // deep equality

                  at Object.toEqual (__tests__/weeklyReminder.test.js:10:34)

            PASS ios __tests__/profileScreen.test.js
              ● ProfileScreen › renders avatar initials

                RETRY 1

                Unable to find an element with text: RK

                  at Object.getByText (__tests__/profileScreen.test.js:14:20)

              ProfileScreen
                ✓ renders avatar initials (48 ms)
                ✓ renders the weekly goal (12 ms)

            Test Suites: 1 failed, 1 passed, 2 total

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.description) == ["weeklyReminder/builds a weekly repeat on the chosen weekday", "ProfileScreen/renders avatar initials",
                                                       "ProfileScreen/renders the weekly goal"])
        #expect(report.tests.map(\.status) == [.failed, .flaky, .passed])
        #expect(report.tests.first?.issues.first?.location?.line == 10)
        #expect(JestOutputReader.retriedAttempt("RETRY 2\nboom") == "boom")
        #expect(JestOutputReader.retriedAttempt("RETRYING the upload") == nil)
    }

    /// Jest's own form of a retried test (`jest.retryTimes(1, {logErrorsBeforeRetry: true})`): before the file's
    /// header, ` LOGGING RETRY ERRORS ` and the test's full name (its describes and title joined by blanks), then
    /// each failed attempt's ` RETRY 1 ` and message. A pass after it is flaky; a test that failed again, failed.
    @Test func jestsLoggedRetryErrorsAreFailedAttempts() throws {
        let log = """
             LOGGING RETRY ERRORS  Settings shows the app version
             RETRY 1

                Unable to find an element with text: 2.4.1

             LOGGING RETRY ERRORS  Settings nested keeps the theme
             RETRY 1

                expect(received).toBe(expected)

             FAIL  src/__tests__/settings.test.js
              Settings
                ✓ shows the app version (48 ms)
                nested
                  ✕ keeps the theme (12 ms)

              ● Settings › nested › keeps the theme

                expect(received).toBe(expected) // Object.is equality

                  at Object.toBe (src/__tests__/settings.test.js:22:30)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.description) == ["Settings/shows the app version", "Settings › nested/keeps the theme"])
        #expect(report.tests.map(\.status) == [.flaky, .failed])
        #expect(JestOutputReader.retriedAttempt("RETRY 12 \nboom") == "boom")
        #expect(JestOutputReader.retriedAttempt("RETRY ½\nboom") == nil)
    }
}
